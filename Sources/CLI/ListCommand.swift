import ArgumentParser

/// `apparch list`: every app with its patterns.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List every app with the patterns it is built in."
    )

    func run() {
        print(AppCatalog.listing())
    }
}
