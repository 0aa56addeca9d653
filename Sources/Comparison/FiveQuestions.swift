import Foundation

/// Reads the book's five questions from a pattern README: paragraphs led by `**Construction.**`,
/// `**Changing the model.**`, `**Changing the view.**`, `**View state.**` and `**Testing.**`, optionally
/// within one `## <section>` of a README that serves several patterns.
public enum FiveQuestions {
    /// The labels, in the book's order.
    public static let labels = ["Construction", "Changing the model", "Changing the view", "View state", "Testing"]

    /// The answers in `markdown` (a README at `readmePath`, relative to the package root), in the labels'
    /// order; a question the README does not answer is left out. With `section`, only the text under the
    /// `## <section>` heading (up to the next `## `) is read.
    public static func answers(in markdown: String, readmePath: String, section: String? = nil) -> [QuestionAnswer] {
        var lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if let section {
            guard let start = lines.firstIndex(where: { $0.trimmingSpaces == "## " + section }) else { return [] }
            let rest = lines[(start + 1)...]
            let end = rest.firstIndex { $0.hasPrefix("## ") || $0.hasPrefix("# ") } ?? lines.endIndex
            lines = Array(lines[(start + 1)..<end])
        }
        let folder = readmePath.split(separator: "/").dropLast().map(String.init)
        return labels.compactMap { label -> QuestionAnswer? in
            let lead = "**\(label).**"
            guard let start = lines.firstIndex(where: { $0.hasPrefix(lead) }) else { return nil }
            var paragraph: [String] = []
            for line in lines[start...] {
                if line.trimmingSpaces.isEmpty { break }
                paragraph.append(line.trimmingSpaces)
            }
            let text = String(paragraph.joined(separator: " ").dropFirst(lead.count)).trimmingSpaces
            return QuestionAnswer(
                question: label, sentence: firstSentence(of: plain(text)),
                link: firstLink(in: text).map { resolve($0, from: folder) })
        }
    }

    /// `text` up to and including its first full stop that ends a sentence (followed by a space and a
    /// capital letter, a parenthesis or the end), or all of it.
    static func firstSentence(of text: String) -> String {
        let characters = Array(text)
        var depth = 0
        for index in characters.indices {
            switch characters[index] {
            case "(": depth += 1
            case ")": depth = max(0, depth - 1)
            default: break
            }
            guard characters[index] == ".", depth == 0 else { continue }
            let next = index + 1
            if next == characters.count { return text }
            if characters[next] == " ", next + 1 < characters.count,
                characters[next + 1].isUppercase || characters[next + 1] == "["
            {
                let previous = index >= 2 ? String(characters[(index - 2)...index]) : ""
                if previous == "e.g." || previous == "i.e." { continue }
                return String(characters[...index])
            }
        }
        return text
    }

    /// `text` with `[label](target)` reduced to `label` and backticks removed.
    static func plain(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "[") {
            result += rest[..<open]
            let afterOpen = rest[rest.index(after: open)...]
            guard let close = afterOpen.firstIndex(of: "]"),
                afterOpen[afterOpen.index(after: close)...].hasPrefix("("),
                let end = afterOpen[close...].firstIndex(of: ")")
            else {
                result += "["
                rest = afterOpen
                continue
            }
            result += afterOpen[..<close]
            rest = afterOpen[afterOpen.index(after: end)...]
        }
        result += rest
        return result.replacingOccurrences(of: "`", with: "")
    }

    /// The target of the first `[label](target)` in `text`, or nil.
    static func firstLink(in text: String) -> String? {
        var rest = Substring(text)
        while let marker = rest.range(of: "](") {
            let after = rest[marker.upperBound...]
            if let end = after.firstIndex(of: ")") {
                let target = String(after[..<end])
                if !target.isEmpty && !target.contains(" ") { return target }
            }
            rest = after
        }
        return nil
    }

    /// `link`, relative to the README's `folder`, as a path from the package root (`..` resolved, anchors and
    /// external links kept as they are).
    static func resolve(_ link: String, from folder: [String]) -> String {
        if link.contains("://") || link.hasPrefix("#") { return link }
        var parts = link.hasPrefix("/") ? [] : folder
        for part in link.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(String(part))
            }
        }
        return parts.joined(separator: "/")
    }
}

extension String {
    /// The string without leading and trailing spaces and tabs.
    fileprivate var trimmingSpaces: String {
        var text = Substring(self)
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" { text = text.dropLast() }
        return String(text)
    }
}
