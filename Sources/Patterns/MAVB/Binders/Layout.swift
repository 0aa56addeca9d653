public import ViewKit

/// The sample's layout DSL (CwlLayout), over ViewKit's stack views: rows and columns of views with
/// spacing, flexible space and matched pairs.
///
/// ```swift
/// .layout -- .vertical(.view(nameField), .horizontal(.view(progress), .space(), .view(duration)), .view(playButton))
/// ```
@MainActor
public indirect enum Layout {
    /// Views one under the other; `label` names the group for accessibility (a mini player bar).
    case stack(StackView.Axis, spacing: Double, label: String?, [Layout])
    /// One view (or a binder of one).
    case view(any ViewConvertible)
    /// Flexible space of at least `length` points.
    case space(Double)
    /// Two views side by side that share the row equally.
    case matchedPair(Layout, Layout)

    /// Entries one under the other.
    public static func vertical(spacing: Double = 8, label: String? = nil, _ entries: Layout...) -> Layout {
        .stack(.vertical, spacing: spacing, label: label, entries)
    }

    /// Entries side by side.
    public static func horizontal(spacing: Double = 8, label: String? = nil, _ entries: Layout...) -> Layout {
        .stack(.horizontal, spacing: spacing, label: label, entries)
    }

    /// Flexible space that fills what remains.
    public static func space() -> Layout { .space(0) }

    /// The view hierarchy this layout describes.
    public func build() -> View {
        switch self {
        case .stack(let axis, let spacing, let label, let entries):
            let stack = StackView(axis: axis, spacing: spacing, arrangedSubviews: entries.map { $0.build() })
            stack.accessibilityLabel = label
            return stack
        case .view(let convertible):
            return convertible.view()
        case .space(let length):
            return Spacer(minimumLength: length)
        case .matchedPair(let first, let second):
            return StackView(axis: .horizontal, spacing: 8, arrangedSubviews: [first.build(), second.build()])
        }
    }
}
