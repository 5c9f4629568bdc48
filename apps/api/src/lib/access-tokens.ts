/** Who a request acts for, and what signs them in: shared by the auth plugin and the services. */
export interface AuthContext {
  userId: number;
  sessionId: string;
}

/** Issues access tokens; services that sign someone in receive it instead of the app. */
export interface AccessTokens {
  sign(auth: AuthContext): Promise<string>;
}
