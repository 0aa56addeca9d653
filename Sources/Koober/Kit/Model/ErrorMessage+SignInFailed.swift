extension ErrorMessage {
    /// "Sign In Failed" / "Could not sign in.\nPlease try again.": what every sign-in variant reports,
    /// whatever went wrong.
    public static func signInFailed(ids: UUIDGenerator) -> ErrorMessage {
        ErrorMessage(title: KooberStrings.signInFailedTitle, message: KooberStrings.signInFailedMessage, ids: ids)
    }
}
