// @ap/domain/sender: who wrote an e-mail, as every decision reads it. A server-side
// entry of its own: the Public Suffix List, UTS #46 and the confusables table stay out of the
// web bundle.

export {
  type AuthenticationResults,
  authenticationVerdict,
  type MethodResult,
  NO_VERDICT,
  type SenderAuthentication,
} from './authentication-verdict';
export {
  type KnownDomain,
  type Lookalike,
  lookalikeOf,
  skeletonOf,
} from './lookalike-domain';
export {
  domainOfAddress,
  isSharedMailDomain,
  type MailAddress,
  parseMailAddress,
  registeredDomain,
  SHARED_MAIL_DOMAINS,
  withinDomain,
} from './mail-address';
export {
  addressInDisplayName,
  type HeaderMailbox,
  isInternalSender,
  type SenderIdentity,
  senderIdentity,
  senderMayDecide,
} from './sender-identity';
