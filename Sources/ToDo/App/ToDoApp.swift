public import ViewKit

/// The to-do app's entry for hosts and `apparch list`.
public enum ToDoApp {
    /// The app and its one pattern.
    public static let descriptor = AppDescriptor(
        name: "todo",
        summary: "To-do list (Manferdini, \"A better architecture for iOS apps\")",
        patterns: [
            AppPattern(
                name: "mvc",
                summary: "MVC done right: a model controller, data source and delegate objects, thin view controllers",
                makeDelegate: { environment in try ToDoAppDelegate(environment: environment) }
            )
        ]
    )
}
