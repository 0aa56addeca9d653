/// Escaping for the HTML the product writes by hand: the web host's index and refusal pages, and the
/// comparison page with its SVG plots.
public enum HTML {
    /// `text` with `&`, `<`, `>`, `"` and `'` escaped, safe in element content and in attribute values
    /// quoted with either quote.
    public static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }
}
