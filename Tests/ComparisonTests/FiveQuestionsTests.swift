import Comparison
import Testing

struct FiveQuestionsTests {
    private func answers(_ section: String) throws -> [QuestionAnswer] {
        let readme = "Sources/Demo/README.md"
        return FiveQuestions.answers(in: try Fixture.tree.text(of: readme), readmePath: readme, section: section)
    }

    @Test func readsTheFirstSentenceAndTheFirstLinkOfEachParagraph() throws {
        let mvc = try answers("MVC")
        #expect(mvc.map(\.question) == FiveQuestions.labels)
        #expect(mvc[0].sentence == "The controller is built by the app.")
        #expect(mvc[0].link == "Sources/Demo/MVC/Controller.swift")
        #expect(mvc[1].sentence == "Actions call the model (Model), e.g. a tap.", "a paragraph over two lines")
        #expect(mvc[1].link == "Sources/Demo/Core/Model.swift")
        #expect(mvc[2] == QuestionAnswer(question: "Changing the view", sentence: "Observation only.", link: nil))
        #expect(mvc[3].link == "Sources/Patterns/TEA/Driver.swift", "links are made relative to the package root")
        #expect(mvc[4].link == "Tests/DemoMVCTests")
    }

    @Test func aSectionIsReadOnItsOwnAndMissingQuestionsAreLeftOut() throws {
        let tea = try answers("TEA")
        #expect(tea.map(\.question) == ["Construction", "Testing"])
        #expect(tea[0].sentence == "The driver is made first.")
        #expect(try answers("Nope").isEmpty)
    }

    @Test func everyPatternReadmeOfTheRepositoryAnswersTheFiveQuestions() throws {
        let root = try #require(SourceTree.containing(filePath: #filePath))
        for entry in ComparisonCatalog.entries {
            guard let readme = entry.readme, root.exists(readme) else {
                #expect(entry.app == "eight", "\(entry.app)/\(entry.pattern) has no README")
                continue
            }
            let answers = FiveQuestions.answers(
                in: try root.text(of: readme), readmePath: readme, section: entry.readmeSection)
            #expect(answers.map(\.question) == FiveQuestions.labels, "\(entry.app)/\(entry.pattern): \(readme)")
            for answer in answers {
                if let link = answer.link, !link.contains("://") {
                    let path = String(link.split(separator: "#").first ?? "")
                    #expect(root.exists(path), "\(readme): \(link)")
                }
            }
        }
    }
}
