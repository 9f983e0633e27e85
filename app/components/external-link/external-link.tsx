import type { ComponentPropsWithoutRef } from "react";
import { useTranslation } from "~/i18n/i18n";
import { externalHref } from "~/lib/safe-links";

export type ExternalLinkProps = Omit<ComponentPropsWithoutRef<"a">, "target" | "rel"> & {
  href: string;
};

/**
 * A link to another site (https only). It always opens in a new tab without giving the new page
 * access to this one (`noopener noreferrer`), and tells assistive technology that it does.
 */
export function ExternalLink({ children, href, ...props }: ExternalLinkProps) {
  const { t } = useTranslation();
  return (
    <a {...props} href={externalHref(href)} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> {t("opensInNewTab")}</span>
    </a>
  );
}
