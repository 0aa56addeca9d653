import Foundation
import RecordingsCore
public import RecordingsUI
public import Services
public import ViewKit

/// The app delegate of the controller-owned variant: builds each window's split view (folder screens
/// on the left, the player on the right) over a ``RecordingsClient``. There is no store to open: the
/// server keeps the library, and each window's screens own what they loaded (two windows show what
/// each asked for last).
@MainActor
public final class RecordingsControllerOwnedAppDelegate: StateRestoringDelegate, SplitViewControllerDelegate {
    /// The server, the audio and the clock.
    public let client: RecordingsClient
    private let backgroundWork: BackgroundWork
    private let seedSamples: Bool
    private weak var application: Application?

    /// Creates the delegate; with `seedSamples`, an empty server gets the sample library at launch.
    public init(client: RecordingsClient, backgroundWork: BackgroundWork, seedSamples: Bool) {
        self.client = client
        self.backgroundWork = backgroundWork
        self.seedSamples = seedSamples
    }

    public func applicationDidFinishLaunching(_ application: Application) {
        self.application = application
        guard seedSamples else { return }
        let token = backgroundWork.begin()
        Task { @MainActor [weak self] in
            guard let self else { return }
            defer { self.backgroundWork.end(token) }
            let failure = await SampleUpload.run(client: self.client)
            self.client.clock.enqueue { [weak self] in self?.samplesUploaded(failure) }
            self.client.clock.drain()
        }
    }

    private func samplesUploaded(_ failure: String?) {
        for window in application?.windows ?? [] {
            if let failure {
                window.presentMessage(
                    title: RecordingsStrings.serverProblem, message: "The samples could not be added: \(failure)",
                    ok: RecordingsStrings.ok)
            }
            let split = window.rootViewController as? SplitViewController
            let navigation = split?.viewControllers.first as? NavigationController
            (navigation?.viewControllers.first as? FolderViewController)?.reload()
        }
    }

    public func application(_ application: Application, configure window: Window) {
        self.application = application
        let navigation = NavigationController(
            rootViewController: FolderViewController(folder: .unknownRoot, client: client))
        navigation.restorationIdentifier = RestorationID.navigation
        let split = SplitViewController(
            primary: navigation,
            secondary: NavigationController(rootViewController: PlayViewController(recording: nil, client: client)))
        split.restorationIdentifier = RestorationID.split
        split.delegate = self
        window.rootViewController = split
    }

    /// Removes the audio the screens kept.
    public func applicationWillTerminate(_ application: Application) {
        client.removeAudio()
    }

    // MARK: State restoration (the folder stack; the contents are asked again)

    /// Creates the folder screens a restored navigation stack lacks; each then decodes its folder.
    public func application(
        _ application: Application, viewControllerWithRestorationIdentifierPath path: [String],
        coder: RestorationCoder
    ) -> ViewController? {
        path.last == RestorationID.folder ? FolderViewController(folder: .unknownRoot, client: client) : nil
    }

    // MARK: Split view

    /// Keeps the empty player out of a collapsed navigation stack.
    public func splitViewController(
        _ splitViewController: SplitViewController, collapseSecondary secondaryViewController: ViewController,
        onto primaryViewController: ViewController
    ) -> Bool {
        ((secondaryViewController as? NavigationController)?.topViewController as? PlayViewController)?.recording == nil
    }
}
