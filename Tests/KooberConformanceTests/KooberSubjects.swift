import KooberElementsApp
import KooberKit
import KooberMVVMApp
import KooberReduxApp
import KooberTesting

/// The architectures of Koober the suite holds to the same behaviour.
enum KooberSubjects {
    static let mvvm = KooberSubject(name: "mvvm") { options, transport in
        KooberMVVMApp.pattern(options: options, transport: transport)
    }

    /// Every subject.
    static let redux = KooberSubject(name: "redux") { options, transport in
        KooberReduxApp.pattern(options: options, transport: transport)
    }

    static let elements = KooberSubject(name: "elements") { options, transport in
        KooberElementsApp.pattern(options: options, transport: transport)
    }

    static let all = [mvvm, redux, elements]

    /// Each subject with the dependency-injection approaches it builds with: MVVM with the book's four,
    /// Redux and Elements with their container hierarchy only.
    static let approaches: [(KooberSubject, KooberOptions.DependencyInjection)] =
        KooberOptions.DependencyInjection.allCases.map { (mvvm, $0) } + [(redux, .hierarchy), (elements, .hierarchy)]
}

/// The scripts the suite shares.
enum Scripts {
    /// From Welcome to "Finding your location..." as Johnny.
    static let signIn = """
        tap "Sign In"
        type "johnny@gmail.com" into "Email"
        type "password" into "Password"
        tap "Sign In"
        wait 1
        """

    /// From Welcome to "Finding your location...", first with a wrong password.
    static let signInAfterAWrongPassword = """
        tap "Sign In"
        type "johnny@gmail.com" into "Email"
        type "wrong" into "Password"
        tap "Sign In"
        expect "Sign In Failed"
        tap "OK"
        type "password" into "Password"
        tap "Sign In"
        wait 1
        expect "Finding your location..."
        """

    /// From the ride options to "Enjoy the ride!" in a Wallaroo, then signed out.
    static let rideInAWallarooAndSignOut = """
        tap "Wallaroo"
        tap "Confirm"
        wait 3
        expect "Enjoy the ride!"
        tap "Profile"
        tap "Sign Out"
        expect "(Sign Up)"
        """

    /// From "Finding your location..." to the ride options for the Opera House.
    static let chooseOperaHouse = """
        wait 2
        tap "Where to?"
        wait 0.5
        select "Opera House"
        """
}
