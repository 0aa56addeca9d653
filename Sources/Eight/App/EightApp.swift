public import Eight
public import ViewKit

/// The eight-architectures app's entry for hosts and `apparch list`: the screen of all eight rows, then
/// each row alone.
public enum EightApp {
    /// The app's command-line name.
    public static let name = "eight"

    /// The app and its patterns: `all`, then one per row in ``Eight/EightRow``'s order.
    public static let descriptor = AppDescriptor(
        name: name,
        summary: "One app, eight architectures (objc.io, App Architecture videos)",
        patterns: [
            AppPattern(
                name: "all",
                summary: "All eight rows on one screen, one shared text",
                makeDelegate: { environment in try EightAppDelegate(environment: environment, rows: EightRow.allCases) }
            )
        ] + EightRow.allCases.map(pattern(of:))
    )

    /// The pattern showing `row` alone.
    public static func pattern(of row: EightRow) -> AppPattern {
        AppPattern(
            name: row.rawValue,
            summary: "The \(row.title) row alone, on the shared text",
            makeDelegate: { environment in try EightAppDelegate(environment: environment, rows: [row]) }
        )
    }
}
