/// A person's action in Koober, as drive scripts (the conformance suite's steps): the script that brings
/// a fresh app to where the action starts, the action itself, and what the screen shows once it is done.
/// Waits move the virtual clock, so the fakes' delays cost no wall time.
enum KooberAction: String, CaseIterable, Sendable {
    /// From Welcome to "Finding your location..." as Johnny.
    case signIn = "sign-in"
    /// From the pick-up shown to the ride options for the Opera House, found by typing "opera".
    case dropOffSearch = "drop-off-search"
    /// From the ride options to "Enjoy the ride!" in a Wallaroo.
    case confirmRide = "confirm-ride"

    private static let signInScript = """
        tap "Sign In"
        type "johnny@gmail.com" into "Email"
        type "password" into "Password"
        tap "Sign In"
        wait 1
        """

    /// The steps from launch to where the action starts (not measured).
    var preparation: String {
        switch self {
        case .signIn: ""
        case .dropOffSearch: Self.signInScript + "\nwait 2"
        case .confirmRide:
            Self.signInScript + """

                wait 2
                tap "Where to?"
                wait 0.5
                select "Opera House"
                """
        }
    }

    /// The action (measured).
    var script: String {
        switch self {
        case .signIn: Self.signInScript
        case .dropOffSearch:
            """
            tap "Where to?"
            wait 0.5
            type "opera" into "Search"
            wait 1.5
            select "Opera House"
            """
        case .confirmRide:
            """
            tap "Wallaroo"
            tap "Confirm"
            wait 3
            """
        }
    }

    /// What the screen shows once the action is done.
    var outcome: String {
        switch self {
        case .signIn: "Finding your location..."
        case .dropOffSearch: "🏁 Opera House"
        case .confirmRide: "Enjoy the ride!"
        }
    }
}
