import KooberKit
public import ViewKit

/// The "finding your location" screen's view (the sample's `GettingUsersLocationRootView`, as every
/// pattern shows it): "Finding your location..." over a spinning indicator.
@MainActor
public final class GettingUsersLocationRootView: View {
    /// Builds the view, the indicator spinning.
    public override init() {
        super.init()
        let spinner = ActivityIndicatorView()
        spinner.startAnimating()
        addSubview(
            StackView(
                axis: .vertical, arrangedSubviews: [Label(text: KooberStrings.findingLocation, style: .title), spinner])
        )
    }
}
