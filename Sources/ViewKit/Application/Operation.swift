public import Foundation

/// One change to the interface, as recorded in a window's ``OperationLog``: table updates, navigation
/// and presentation changes, with their animation flags.
public enum Operation: Equatable, Sendable {
    /// A table reloaded all its rows.
    case reloadData(table: String)
    /// Rows were inserted (positions after the update).
    case insertRows([IndexPath], TableView.RowAnimation, table: String)
    /// Rows were deleted (positions before the update).
    case deleteRows([IndexPath], TableView.RowAnimation, table: String)
    /// A row moved.
    case moveRow(from: IndexPath, to: IndexPath, table: String)
    /// Rows were reloaded (positions before the update).
    case reloadRows([IndexPath], TableView.RowAnimation, table: String)
    /// A controller was pushed onto a navigation stack.
    case push(String, animated: Bool)
    /// Controllers were popped; `byUser` when the back button did it.
    case pop([String], animated: Bool, byUser: Bool)
    /// A navigation stack was replaced.
    case setViewControllers([String], animated: Bool)
    /// A controller was presented modally.
    case present(String, animated: Bool)
    /// A presented controller was dismissed.
    case dismiss(String, animated: Bool)
    /// A presentation was refused because another one was showing (UIKit logs a warning).
    case presentationRefused(String, alreadyPresenting: String)
    /// A split view replaced its detail.
    case showDetail(String)
    /// A split view collapsed.
    case collapse
    /// A split view expanded.
    case expand
    /// A person pressed an alert's action.
    case alertAction(String, action: String)
    /// The window's size class changed.
    case sizeClass(SizeClass)
}

extension Operation: CustomStringConvertible {
    public var description: String {
        func rows(_ paths: [IndexPath]) -> String {
            paths.map { "\($0.section):\($0.row)" }.joined(separator: ",")
        }
        func flag(_ animated: Bool) -> String { animated ? " animated" : "" }
        switch self {
        case .reloadData(let table): return "\(table) reloadData"
        case .insertRows(let paths, let animation, let table):
            return "\(table) insertRows [\(rows(paths))] \(animation.rawValue)"
        case .deleteRows(let paths, let animation, let table):
            return "\(table) deleteRows [\(rows(paths))] \(animation.rawValue)"
        case .moveRow(let from, let to, let table): return "\(table) moveRow \(rows([from])) → \(rows([to]))"
        case .reloadRows(let paths, let animation, let table):
            return "\(table) reloadRows [\(rows(paths))] \(animation.rawValue)"
        case .push(let name, let animated): return "push \(name)\(flag(animated))"
        case .pop(let names, let animated, let byUser):
            return "pop \(names.joined(separator: ", "))\(flag(animated))\(byUser ? " by user" : "")"
        case .setViewControllers(let names, let animated):
            return "setViewControllers [\(names.joined(separator: ", "))]\(flag(animated))"
        case .present(let name, let animated): return "present \(name)\(flag(animated))"
        case .dismiss(let name, let animated): return "dismiss \(name)\(flag(animated))"
        case .presentationRefused(let name, let existing): return "refused to present \(name) over \(existing)"
        case .showDetail(let name): return "showDetail \(name)"
        case .collapse: return "collapse"
        case .expand: return "expand"
        case .alertAction(let title, let action): return "alert \"\(title)\" → \(action)"
        case .sizeClass(let sizeClass): return "size \(sizeClass.rawValue)"
        }
    }
}
