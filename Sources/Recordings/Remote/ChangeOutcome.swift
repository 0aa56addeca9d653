/// How the server answered a change: applied, or refused with one of the sample's error keys.
///
/// Anything else (no answer, a 5xx, a body that is neither) is a ``Services/NetworkError``: the change may
/// or may not have been applied, and sending it again is safe (creates are idempotent by uuid, renames
/// set a name, deletes of a missing item are refused as missing).
public enum ChangeOutcome: Equatable, Sendable {
    /// The server applied the change (`{"successKey": true}`).
    case applied
    /// The server refused it and changed nothing (`{"errorKey": …}`).
    case rejected(APIErrorKey)
}
