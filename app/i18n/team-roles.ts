/**
 * The interface text of a team member's role in the form the board chose for the person
 * (lib/content-schemas/team.ts, `roleForm`): `secretary` for the masculine form (Segretario), the key the
 * specification names, and `secretaryFeminine` for the feminine one (Segretaria). English writes
 * both alike. A role without its two texts fails the type check where it is shown.
 */
export function roleKey<Role extends string>(
  role: Role,
  form: "feminine" | "masculine",
): Role | `${Role}Feminine` {
  return form === "feminine" ? `${role}Feminine` : role;
}
