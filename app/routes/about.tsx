import { Action } from "~/components/action/action";
import { Figures } from "~/components/figures/figures";
import { Island } from "~/components/island/island";
import { Picture } from "~/components/picture/picture";
import { InlineText, RichText } from "~/components/rich-text/rich-text";
import { Section } from "~/components/section/section";
import { StatementCard } from "~/components/statement/statement-card";
import { TeamCarousel } from "~/components/team/team-carousel";
import { identity } from "~/lib/identity";
import { hasMapPosition } from "~/lib/identity-schema";
import type { Language } from "~/config/languages";
import { useTranslation } from "~/i18n/i18n";
import { joinUsLink } from "~/lib/join-us";
import { europeMapName, type MapScheme } from "~/lib/europe-map-name";
import { roleKey } from "~/i18n/team-roles";
import { pageMeta } from "~/i18n/page-meta";
import { inLanguage } from "~/lib/in-language";
import { namedFigures } from "~/lib/figures";
import { requestedPage } from "~/lib/paths";
import { column, pictureSizes, type PictureBox } from "~/lib/picture-sizes";
import { mailtoHref } from "~/lib/safe-links";
import { pageTexts } from "~/content-texts/content-text";
import { photoView, teamPicture } from "~/server/pictures.server";
import { defaultSocialImage, siteContent } from "~/server/site-content.server";
import type { Route } from "./+types/about";
import styles from "./about.module.css";

export const meta: Route.MetaFunction = ({ location, loaderData }) =>
  pageMeta("about", location.pathname, loaderData?.socialImage);

export function loader({ request }: Route.LoaderArgs) {
  const { language } = requestedPage(request);
  const { pages, team, identity: siteIdentity } = siteContent();
  const home = inLanguage(pages.home, language);
  const texts = pageTexts(identity, language);
  // The whole of the mission and the vision, each under its tagline (#mission, #vision).
  const statement = (value: typeof home.mission) => ({
    ...value,
    summary: texts.inline(value.summary),
    text: texts.blocks(value.text),
  });
  const [picture] = home.photos;
  return {
    socialImage: defaultSocialImage(),
    aboutUs: texts.blocks(home.aboutUs),
    picture: picture && photoView(picture),
    mission: statement(home.mission),
    vision: statement(home.vision),
    whereWeAre: texts.blocks(home.whereWeAre),
    // Beside the map of Europe, the network it shows: the figures the home page names that are
    // the whole network's (its founding year, universities, members).
    network: namedFigures(
      siteIdentity.figures,
      home.figures.filter(
        (name) => siteIdentity.figures.find((figure) => figure.name === name)?.network,
      ),
      language,
    ),
    // Who can join and what it costs, as the home page's "Why join" says them.
    joining: [texts.inline(home.joining.who), texts.inline(home.joining.cost)],
    members: inLanguage(team, language).map(({ roleLabel, ...member }) => ({
      ...member,
      // The person's own words for their role, when the board gave them.
      roleLabel,
      picture: teamPicture(member.photo),
    })),
  };
}

/** The map's city label is translated, so each language has its own drawing, and each colour
 * scheme its own colours. */
const mapFiles = import.meta.glob<string>("../assets/generated/europe-map-*.svg", {
  query: "?url",
  import: "default",
  eager: true,
});

/** Whether the identity places the chapter on the map: the plugin draws it only then (a new
 * chapter's identity has no coordinates until the board adds them). */
const showMap = hasMapPosition(identity.city);

/** The map of a language in a colour scheme, as tools/europe-map-plugin.ts writes it. */
function mapUrl(language: Language, scheme: MapScheme): string {
  const name = `../assets/generated/${europeMapName(language, scheme)}`;
  const url = mapFiles[name];
  if (!url) throw new Error(`${name} was not drawn (tools/europe-map-plugin.ts)`);
  return url;
}

/**
 * The about page (the bar's "Contact us"), headed with what it is, "About us": who we are, with
 * a picture and the one block of ways to reach us ("Contact us"), in the first screen; then the
 * mission and the vision in full, the team (each card an e-mail link), where we are on the map
 * of Europe beside the network's figures, and the way to join.
 */
/** The chapter's picture beside its story (about.module.css: a 4:3 box, the second of the intro's
 * columns, 1.1fr and 1fr with --space-5 between them, on wide screens; the column below). */
const pictureBoxes: PictureBox[] = [
  { media: "(min-width: 64rem)", width: `calc((${column} - 2.5rem) / 2.1)`, ratio: 4 / 3 },
  { width: column, ratio: 4 / 3 },
];

export default function About({ loaderData }: Route.ComponentProps) {
  const { t, language } = useTranslation();
  const { members, mission, vision, aboutUs, picture, whereWeAre, network, joining } = loaderData;
  const addresses = [
    { label: t("generalContact"), email: identity.emails.general },
    { label: t("corporateContact"), email: identity.emails.partners },
  ];
  return (
    <>
      <Section id="contact" heading={t("aboutus")} level={1}>
        <div className={styles.intro}>
          <div className={styles.story}>
            <div className={styles.lead}>
              <RichText blocks={aboutUs} />
            </div>
            {/* The bar's word for the page heads the ways to reach us. */}
            <h2 id="contact-us" className={styles.contactHeading}>
              {t("contactus")}
            </h2>
            <dl className={styles.contacts} aria-labelledby="contact-us">
              {addresses.map(({ label, email }) => (
                <div key={email}>
                  <dt>{label}</dt>
                  <dd>
                    <a href={mailtoHref(email)}>{email}</a>
                  </dd>
                </div>
              ))}
              <div>
                <dt>{t("findUsCampus")}</dt>
                <dd>
                  {identity.university.name}, {identity.city.name[language]}
                </dd>
              </div>
            </dl>
          </div>
          {picture && (
            <Picture
              picture={picture.picture}
              alt={picture.alt}
              focus={picture.focus}
              priority
              sizes={pictureSizes(pictureBoxes, picture.picture.img)}
              className={styles.picture}
            />
          )}
        </div>
      </Section>
      <Section id="about-us" heading={t("missionAndVision")}>
        <div className={styles.statements}>
          {(
            [
              ["mission", mission],
              ["vision", vision],
            ] as const
          ).map(([id, statement]) => (
            <StatementCard key={id} id={id} heading={t(id)} tagline={statement.tagline}>
              <p className={styles.summary}>
                <InlineText content={statement.summary} />
              </p>
              <RichText blocks={statement.text} />
            </StatementCard>
          ))}
        </div>
      </Section>
      {/* A new chapter has listed no one yet: the contact block above is the way to write. */}
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
      <Section id="where-we-are" heading={t("whereWeAre")}>
        <div className={showMap ? styles.map : styles.mapless}>
          <div className={styles.mapText}>
            <RichText blocks={whereWeAre} />
            {network.length > 0 && <Figures figures={network} />}
          </div>
          {showMap && (
            <picture>
              <source media="(prefers-color-scheme: dark)" srcSet={mapUrl(language, "dark")} />
              <img
                src={mapUrl(language, "light")}
                alt={t("mapAlt")}
                width={800}
                height={700}
                loading="lazy"
                decoding="async"
                className={styles.mapImage}
              />
            </picture>
          )}
        </div>
      </Section>
      {/* The way in, last: the story told, one action. */}
      <Section id="join" heading={t("aboutJoinHeading")} tone="brand">
        <div className={styles.join}>
          <div className={styles.joinText}>
            {joining.map((line, index) => (
              <p key={index}>
                <InlineText content={line} />
              </p>
            ))}
          </div>
          <Action kind="join" weight="primary" {...joinUsLink(identity, t("joinUsSubject"))} />
        </div>
      </Section>
    </>
  );
}
