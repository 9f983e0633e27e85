import { RichText } from "~/components/rich-text/rich-text";
import { Island } from "~/components/island/island";
import { Section } from "~/components/section/section";
import { StatementCard } from "~/components/statement/statement-card";
import { TeamCarousel } from "~/components/team/team-carousel";
import { identity } from "~/config/identity";
import { useTranslation } from "~/i18n/i18n";
import { roleKey } from "~/i18n/team-roles";
import { pageMeta } from "~/i18n/page-meta";
import { requestedPage } from "~/lib/paths";
import { mailtoHref } from "~/lib/safe-links";
import { pageTexts } from "~/rules/content-text";
import { teamPicture } from "~/server/pictures.server";
import { defaultSocialImage, siteContent } from "~/server/site-content.server";
import type { Route } from "./+types/contact";
import styles from "./contact.module.css";

export const meta: Route.MetaFunction = ({ location, loaderData }) =>
  pageMeta("contact", location.pathname, loaderData?.socialImage);

export function loader({ request }: Route.LoaderArgs) {
  const { language } = requestedPage(request);
  const { pages } = siteContent();
  const texts = pageTexts(identity, language);
  // The whole of the mission and the vision, which the home page gives in a sentence each and
  // links here (#mission, #vision).
  const statement = (value: typeof pages.home.mission) => ({
    tagline: value.tagline[language],
    text: texts.blocks(value.text[language]),
  });
  return {
    socialImage: defaultSocialImage(language),
    mission: statement(pages.home.mission),
    vision: statement(pages.home.vision),
    members: siteContent().team.map(({ roleLabel, ...member }) => ({
      ...member,
      // The person's own words for their role, in this language, when the board gave them.
      roleLabel: roleLabel?.[language],
      picture: teamPicture(member.photo),
    })),
  };
}

/** "Contact us": the chapter's addresses first (in view on a phone before the carousel), then
 * the team carousel, each card an e-mail link, then who we are: the mission and the vision in
 * full. */
export default function Contact({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { members, mission, vision } = loaderData;
  const addresses = [
    { label: t("generalContact"), email: identity.emails.general },
    { label: t("corporateContact"), email: identity.emails.partners },
  ];
  return (
    <>
      <Section id="contact" heading={t("contactus")} level={1}>
        <ul className={styles.contacts} aria-label={t("contactAddresses")}>
          {addresses.map(({ label, email }) => (
            <li key={email}>
              <span className={styles.label}>{label}</span>
              <a href={mailtoHref(email)}>{email}</a>
            </li>
          ))}
        </ul>
      </Section>
      {/* A new chapter has listed no one yet: the addresses above are the way to write. */}
      {members.length > 0 && (
        <Section id="team" heading={t("ourteam")}>
          <p className={styles.caption}>{t("clickcards")}</p>
          <Island
            name="team-carousel"
            component={TeamCarousel}
            props={{
              members: members.map((member) => ({
                name: member.name,
                role: member.roleLabel ?? t(roleKey(member.role, member.roleForm)),
                email: member.email,
                picture: member.picture,
                focus: member.photoFocus,
              })),
              labels: {
                carousel: t("teamMembers"),
                previous: t("carouselPrevious"),
                next: t("carouselNext"),
                pause: t("carouselPause"),
                play: t("carouselPlay"),
                slides: members.map((_, index) =>
                  t("carouselSlide", { index: index + 1, total: members.length }),
                ),
                action: t("writeAnEmail"),
              },
            }}
          />
        </Section>
      )}
      <Section id="about-us" heading={t("aboutus")}>
        <div className={styles.statements}>
          {(
            [
              ["mission", mission],
              ["vision", vision],
            ] as const
          ).map(([id, statement]) => (
            <StatementCard key={id} id={id} heading={t(id)} tagline={statement.tagline}>
              <RichText blocks={statement.text} />
            </StatementCard>
          ))}
        </div>
      </Section>
    </>
  );
}
