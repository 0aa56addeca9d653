import AppArchCLI
import Foundation
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
        _ script: String, di: String? = nil, sessionStore: String? = nil, fail: String? = nil, app: String = "koober",
        pattern: String = "mvvm", server: String? = nil, signInVariant: String? = nil
    ) async -> (Int32, [String]) {
        var errors: [String] = []
        let request = DriveRequest(
            app: app, pattern: app == "koober" ? pattern : nil, dataDirectory: directory.path, script: script,
            server: server, di: di, sessionStore: sessionStore, fail: fail, signInVariant: signInVariant)
        let status = await DriveRunner.run(request, output: { _ in }, errorOutput: { errors.append($0) })
        try? FileManager.default.removeItem(at: directory)
        return (status, errors)
    }

    @Test(arguments: ["on-demand", "factories", "single-container", "hierarchy"])
    func theAcceptanceScriptPassesUnderEveryApproach(di: String) async {
        let (status, errors) = await drive(Self.acceptance, di: di)
        #expect(status == 0, "\(errors)")
    }

    @Test(arguments: ["redux", "elements"])
    func theAcceptanceScriptPassesInEveryPattern(pattern: String) async {
        let (status, errors) = await drive(Self.acceptance, pattern: pattern)
        #expect(status == 0, "\(errors)")
    }

    @Test func theBidirectionalSignInVariantRunsTheAcceptanceScript() async {
        let (status, errors) = await drive(Self.acceptance, pattern: "elements", signInVariant: "bidirectional")
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
        let (status, errors) = await drive(script, pattern: "elements")
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
        let (status, errors) = await drive(script, pattern: "redux")
        #expect(status == 0, "\(errors)")
    }

    @Test func reduxRefusesTheApproachesItIsNotBuiltWith() async {
        let (status, errors) = await drive("screen", di: "factories", pattern: "redux")
        #expect(status == 2)
        #expect(
            errors == [
                "error: --di factories applies to koober's mvvm pattern; redux builds with the container hierarchy"
            ])
        let (hierarchyStatus, _) = await drive("screen", di: "hierarchy", pattern: "redux")
        #expect(hierarchyStatus == 0)
    }

    @Test func aScriptedFailureShowsItsAlert() async {
        let script = Self.acceptance.components(separatedBy: "\n").prefix(13).joined(separator: "\n")
        let (status, errors) = await drive(
            script + "\nexpect \"Ride Request Error\"\ntap \"OK\"\nexpect \"(Confirm)\"", fail: "ride-request")
        #expect(status == 0, "\(errors)")
    }

    @Test func unknownValuesNameTheChoicesAndOtherAppsRefuseKooberOptions() async {
        let (status, errors) = await drive("screen", di: "spaghetti")
        #expect(status == 2)
        #expect(
            errors == [
                "error: unknown --di \"spaghetti\"; choose one of: on-demand, factories, single-container, hierarchy"
            ])
        let (storeStatus, storeErrors) = await drive("screen", sessionStore: "keychain")
        #expect(storeStatus == 2)
        #expect(storeErrors.first?.contains("choose one of: file, memory") == true)
        let (failStatus, failErrors) = await drive("screen", fail: "locate,teleport")
        #expect(failStatus == 2)
        #expect(failErrors.first?.contains("unknown --fail operation \"teleport\"") == true)
        let (serverStatus, serverErrors) = await drive("screen", server: "ftp://nowhere")
        #expect(serverStatus == 2)
        #expect(serverErrors.first?.contains("cannot use the Koober Cloud address") == true)
        let (todoStatus, todoErrors) = await drive("screen", di: "hierarchy", app: "todo")
        #expect(todoStatus == 2)
        #expect(
            todoErrors == ["error: --di, --session-store, --fail and --sign-in-variant apply to the koober app only"])
        let (variantStatus, variantErrors) = await drive("screen", pattern: "redux", signInVariant: "bidirectional")
        #expect(variantStatus == 2)
        #expect(variantErrors == ["error: --sign-in-variant bidirectional applies to koober's elements pattern"])
        let (unknownVariantStatus, unknownVariantErrors) = await drive(
            "screen", pattern: "elements", signInVariant: "telepathic")
        #expect(unknownVariantStatus == 2)
        #expect(unknownVariantErrors.first?.contains("choose one of: redux, bidirectional") == true)
    }
}
