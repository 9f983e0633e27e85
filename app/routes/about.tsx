import { Carousel } from "~/components/carousel/carousel";
import { Section } from "~/components/section/section";
import { TeamCard } from "~/components/team/team-card";
import { loadTeam } from "~/content/load.server";
import { teamPicture } from "~/content/pictures.server";
import { site } from "~/content/site";
import { useTranslation } from "~/i18n/i18n";
import { translatedMeta } from "~/i18n/page-meta";
import type { Route } from "./+types/about";
import styles from "./about.module.css";

export const meta: Route.MetaFunction = ({ location }) =>
  translatedMeta(location.pathname, "aboutTitle", "aboutDescription");

export function loader() {
  return {
    members: loadTeam().map((member) => ({ ...member, picture: teamPicture(member.photo) })),
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
            {t("generalContact")} <a href={`mailto:${site.email}`}>{site.email}</a>
          </li>
          <li>
            {t("corporateContact")}{" "}
            <a href={`mailto:${site.emails.corporate}`}>{site.emails.corporate}</a>
          </li>
        </ul>
      </Section>
    </>
  );
}
