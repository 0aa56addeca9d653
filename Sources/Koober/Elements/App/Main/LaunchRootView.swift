import KooberKit
public import ViewKit

/// The launch screen's view (the sample's `LaunchRootView`): the app's name.
@MainActor
public final class LaunchRootView: View {
    /// Builds the view.
    public override init() {
        super.init()
        addSubview(
            StackView(axis: .vertical, arrangedSubviews: [Label(text: KooberStrings.appName, style: .largeTitle)]))
    }
}
