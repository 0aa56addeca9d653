import TEA

/// The command of a test program without effects: it has no case, so no command can be made.
enum NoCommand<Message: Sendable>: Command {
    typealias Environment = Void

    func run(in context: CommandContext<Message, Void>) {}
}
