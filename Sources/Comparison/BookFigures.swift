/// The books' sample figures, as data: the objc.io sample repository counted with ``LineCounter`` over a
/// checkout (`apparch compare --count-lines DIR…`), and the Koober sample's per-module lines from the
/// project's sample-code notes (`shared/spec/sample-code-notes.md`, section "Koober").
public enum BookFigures {
    /// The objc.io sample repository and the commit counted.
    public static let objcioRepository = "github.com/objcio/app-architecture"
    /// The commit of ``objcioRepository`` that was counted.
    public static let objcioCommit = "d6315670bca57f5184266f6f7e380cd1c829ae1a"

    /// The figure for `app`/`pattern`, or nil where the books have none.
    public static func figure(app: String, pattern: String) -> BookFigure? {
        figures["\(app)/\(pattern)"]
    }

    private static func objcio(_ app: String, _ tests: String?, _ library: String? = nil) -> String {
        let folders = [app, tests, library].compactMap { $0 }.joined(separator: ", ")
        return "\(objcioRepository) @ \(objcioCommit.prefix(7)): \(folders)"
    }

    private static let kooberNotes =
        "Koober sample 4.0, KooberKit / KooberUIKit / KooberiOS code lines without comments "
        + "(shared/spec/sample-code-notes.md, \"Koober\"): "

    private static let figures: [String: BookFigure] = [
        "recordings/mvc": BookFigure(
            appLines: 651, testLines: 182, libraryLines: nil,
            source: objcio("Recordings-MVC/Recordings", "Recordings-MVC/RecordingsTests")),
        "recordings/mvvmc": BookFigure(
            appLines: 841, testLines: 125, libraryLines: nil,
            source: objcio("Recordings-MVVM-C/Recordings", "Recordings-MVVM-C/RecordingsTests")
                + " (RxSwift comes from Carthage, not counted)"),
        "recordings/mvvm": BookFigure(
            appLines: 867, testLines: 128, libraryLines: nil,
            source: objcio("Recordings-MVVM-C-less-rx/Recordings", "Recordings-MVVM-C-less-rx/RecordingsTests")),
        "recordings/mvcvs": BookFigure(
            appLines: 1_991, testLines: 117, libraryLines: nil,
            source: objcio("Recordings-MVC+VS/Recordings", "Recordings-MVC+VS/RecordingsTests")),
        "recordings/mavb": BookFigure(
            appLines: 845, testLines: 416, libraryLines: 17_626,
            source: objcio("Recordings-MAVB/Recordings", "Recordings-MAVB/RecordingsTests", "Recordings-MAVB/CwlViews")
                + "; the notes count the bundled CwlViews and CwlSignal at 17,644 lines without comments"),
        "recordings/tea": BookFigure(
            appLines: 1_793, testLines: 85, libraryLines: nil,
            source: objcio("Recordings-TEA/Recordings", "Recordings-TEA/RecordingsTests")
                + " (its Elm driver is inside the app folder)"),
        "recordings/controller-owned": BookFigure(
            appLines: 994, testLines: nil, libraryLines: nil,
            source: objcio("Recordings-controller-owned-networking/RecordingsClient", nil)),
        "recordings/model-owned": BookFigure(
            appLines: 970, testLines: nil, libraryLines: nil,
            source: objcio("Recordings-model-owned-networking/RecordingsClient", nil)),
        "eight/all": BookFigure(
            appLines: 499, testLines: nil, libraryLines: 17_229,
            source: objcio(
                "One-App-Eight-Architectures/MultiPattern (all eight patterns, without CwlViews: 17,728 - 17,229)", nil,
                "One-App-Eight-Architectures/MultiPattern/CwlViews")),
        "koober/mvvm": BookFigure(
            appLines: 1_710 + 249 + 2_784, testLines: nil, libraryLines: nil,
            source: kooberNotes + "1,710 / 249 / 2,784"),
        "koober/redux": BookFigure(
            appLines: 2_636 + 264 + 2_887, testLines: nil, libraryLines: nil,
            source: kooberNotes + "2,636 / 264 / 2,887"),
        "koober/elements": BookFigure(
            appLines: 2_912 + 277 + 4_421, testLines: nil, libraryLines: nil,
            source: kooberNotes + "2,912 / 277 / 4,421"),
    ]
}
