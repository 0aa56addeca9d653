import AppArchCLI
import ArgumentParser
import Foundation
import KooberKit
import Testing

/// `apparch drive koober`: the acceptance script under every `--di`, and the options' errors.
@MainActor
struct KooberDriveTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cli-koober-\(UUID().uuidString)")

    static let acceptance = """
        tap "Sign In"
        type "johnny@gmail.com" into "Email"
        type "password" into "Password"
        tap "Sign In"
        wait 1
        expect "Finding your location..."
        wait 2
        tap "Where to?"
        wait 0.5
        select "Opera House"
        tap "Wallaroo"
        tap "Confirm"
        wait 3
        expect "Enjoy the ride!"
        tap "Profile"
        tap "Sign Out"
        expect "Sign Up"
        """

    private func drive(
        _ script: String, di: KooberOptions.DependencyInjection? = nil, sessionStore: KooberOptions.SessionStore? = nil,
        fail: FailurePlan? = nil, app: AppName = .koober, pattern: PatternName = .mvvm, server: String? = nil,
        signInVariant: KooberOptions.SignInVariant? = nil, observers: KooberOptions.SignInObservers? = nil
    ) async -> (Int32, [String]) {
        var errors: [String] = []
        let options = LaunchOptions(
            pattern: app == .koober ? pattern : nil, server: server, di: di, sessionStore: sessionStore,
            failures: fail, signInVariant: signInVariant, observers: observers)
        let request = DriveRequest(app: app, options: options, dataDirectory: directory.path, script: script)
        let status = await DriveRunner.run(request, output: { _ in }, errorOutput: { errors.append($0) })
        try? FileManager.default.removeItem(at: directory)
        return (status, errors)
    }

    @Test(arguments: [
        KooberOptions.DependencyInjection.onDemand, .factories, .singleContainer, .hierarchy,
    ])
    func theAcceptanceScriptPassesUnderEveryApproach(di: KooberOptions.DependencyInjection) async {
        let (status, errors) = await drive(Self.acceptance, di: di)
        #expect(status == 0, "\(errors)")
    }

    @Test(arguments: [PatternName.redux, .elements])
    func theAcceptanceScriptPassesInEveryPattern(pattern: PatternName) async {
        let (status, errors) = await drive(Self.acceptance, pattern: pattern)
        #expect(status == 0, "\(errors)")
    }

    @Test(arguments: [KooberOptions.SignInVariant.bidirectional, .hybrid, .database])
    func theOtherSignInVariantsRunTheAcceptanceScript(variant: KooberOptions.SignInVariant) async {
        let (status, errors) = await drive(Self.acceptance, pattern: .elements, signInVariant: variant)
        #expect(status == 0, "\(errors)")
    }

    @Test(arguments: KooberOptions.SignInObservers.allCases)
    func everyObserverLayoutRunsTheAcceptanceScript(observers: KooberOptions.SignInObservers) async {
        let (status, errors) = await drive(Self.acceptance, pattern: .elements, observers: observers)
        #expect(status == 0, "\(errors)")
    }

    @Test func elementsListsOperaHouseAloneAfterTheSearchTextRests() async {
        let script =
            Self.acceptance.components(separatedBy: "\n").prefix(8).joined(separator: "\n") + """

                type "opera" into "Search"
                wait 1.4
                expect "Opera House"
                expect-not "MOMA"
                """
        let (status, errors) = await drive(script, pattern: .elements)
        #expect(status == 0, "\(errors)")
    }

    @Test func aWrongPasswordInReduxShowsTheFailureAndOKGivesBackTheForm() async {
        let script = """
            tap "Sign In"
            type "johnny@gmail.com" into "Email"
            type "wrong" into "Password"
            tap "Sign In"
            expect "Sign In Failed"
            tap "OK"
            expect "johnny@gmail.com"
            type "password" into "Password"
            tap "Sign In"
            wait 1
            expect "Finding your location..."
            """
        let (status, errors) = await drive(script, pattern: .redux)
        #expect(status == 0, "\(errors)")
    }

    @Test func reduxRefusesTheApproachesItIsNotBuiltWith() async {
        let (status, errors) = await drive("screen", di: .factories, pattern: .redux)
        #expect(status == 2)
        #expect(
            errors == [
                "error: --di factories applies to koober's mvvm pattern; redux builds with the container hierarchy"
            ])
        let (hierarchyStatus, _) = await drive("screen", di: .hierarchy, pattern: .redux)
        #expect(hierarchyStatus == 0)
    }

    @Test func aScriptedFailureShowsItsAlert() async {
        let script = Self.acceptance.components(separatedBy: "\n").prefix(13).joined(separator: "\n")
        let (status, errors) = await drive(
            script + "\nexpect \"Ride Request Error\"\ntap \"OK\"\nexpect \"(Confirm)\"",
            fail: FailurePlan([.rideRequest]))
        #expect(status == 0, "\(errors)")
    }

    @Test func unknownValuesNameTheChoicesAndOtherAppsRefuseKooberOptions() async throws {
        // NB: unknown values are usage errors (64) now that the options are typed: the parser names the choices.
        let di = try #require(parseError(["drive", "koober", "--di", "spaghetti"]))
        #expect(AppArchCommand.exitCode(for: di) == .validationFailure)
        #expect(
            AppArchCommand.message(for: di)
                == "The value 'spaghetti' is invalid for '--di <di>'. Please provide one of 'on-demand', 'factories', "
                + "'single-container' or 'hierarchy'.")
        let store = try #require(parseError(["drive", "koober", "--session-store", "keychain"]))
        #expect(AppArchCommand.message(for: store).contains("Please provide one of 'file', 'memory' or 'encrypted'"))
        let fail = try #require(parseError(["drive", "koober", "--fail", "locate,teleport"]))
        #expect(AppArchCommand.message(for: fail).contains("unknown --fail operation \"teleport\""))
        let (serverStatus, serverErrors) = await drive("screen", server: "ftp://nowhere")
        #expect(serverStatus == 2)
        #expect(serverErrors.first?.contains("cannot use the Koober Cloud address") == true)
        let (todoStatus, todoErrors) = await drive("screen", di: .hierarchy, app: .todo)
        #expect(todoStatus == 2)
        #expect(todoErrors == ["error: --di applies to koober only, not to todo --pattern mvc; drop --di"])
        let (variantStatus, variantErrors) = await drive("screen", pattern: .redux, signInVariant: .bidirectional)
        #expect(variantStatus == 2)
        #expect(
            variantErrors == [
                "error: --sign-in-variant applies to koober --pattern elements only, not to koober --pattern redux; "
                    + "drop --sign-in-variant"
            ])
        let variant = try #require(
            parseError(["drive", "koober", "--pattern", "elements", "--sign-in-variant", "telepathic"]))
        #expect(
            AppArchCommand.message(for: variant).contains(
                "Please provide one of 'redux', 'bidirectional', 'hybrid' or 'database'"))
    }
}
