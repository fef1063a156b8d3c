/** Who is calling and for which organisation; every query is scoped by `orgId`. */
export type Caller = {
  userId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  orgId: string;
  orgName: string;
};
