import { Carousel } from "~/components/carousel/carousel";
import { Section } from "~/components/section/section";
import { TeamCard } from "~/components/team/team-card";
import { identity } from "~/config/identity";
import { useTranslation } from "~/i18n/i18n";
import { pageMeta } from "~/i18n/page-meta";
import { requestedPage } from "~/lib/paths";
import { mailtoHref } from "~/lib/safe-links";
import { teamPicture } from "~/server/pictures.server";
import { defaultSocialImage, siteContent } from "~/server/site-content.server";
import type { Route } from "./+types/about";
import styles from "./about.module.css";

export const meta: Route.MetaFunction = ({ location, loaderData }) =>
  pageMeta("about", location.pathname, loaderData?.socialImage);

export function loader({ request }: Route.LoaderArgs) {
  const { language } = requestedPage(request);
  return {
    socialImage: defaultSocialImage(language),
    members: siteContent().team.map((member) => ({
      ...member,
      picture: teamPicture(member.photo),
    })),
  };
}

/** "Contact us": the team carousel, each card an e-mail link, and the chapter's addresses. */
export default function About({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { members } = loaderData;
  return (
    <>
      <Section id="team" heading={t("ourteam")} level={1}>
        <Carousel
          labels={{
            carousel: t("teamMembers"),
            previous: t("carouselPrevious"),
            next: t("carouselNext"),
            pause: t("carouselPause"),
            play: t("carouselPlay"),
            slide: (index, total) => t("carouselSlide", { index, total }),
          }}
          slides={members.map((member) => ({
            key: member.email,
            content: (
              <TeamCard
                name={member.name}
                role={t(member.role)}
                email={member.email}
                picture={member.picture}
                focus={member.photoFocus}
                action={t("writeTo")}
                eager
              />
            ),
          }))}
        />
        <p className={styles.caption}>{t("clickcards")}</p>
      </Section>
      <Section id="contacts" heading={t("otherContacts")}>
        <ul className={styles.contacts}>
          <li>
            {t("generalContact")}{" "}
            <a href={mailtoHref(identity.emails.general)}>{identity.emails.general}</a>
          </li>
          <li>
            {t("corporateContact")}{" "}
            <a href={mailtoHref(identity.emails.partners)}>{identity.emails.partners}</a>
          </li>
        </ul>
      </Section>
    </>
  );
}
