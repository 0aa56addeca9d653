/// A README's answer to one of the book's five questions: the first sentence of its bold-led paragraph and
/// the paragraph's first link, made relative to the package root.
public struct QuestionAnswer: Codable, Sendable, Equatable {
    /// The question's label (`Construction`).
    public let question: String
    /// The paragraph's first sentence, with markdown links and code marks reduced to their text.
    public let sentence: String
    /// The paragraph's first link target, relative to the package root (`Sources/Recordings/MVC/…`), or nil.
    public let link: String?

    /// Creates an answer.
    public init(question: String, sentence: String, link: String?) {
        self.question = question
        self.sentence = sentence
        self.link = link
    }
}
