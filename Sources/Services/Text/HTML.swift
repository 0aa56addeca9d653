/// Escaping for the comparison page's HTML and SVG.
enum HTML {
    /// `text` with `&`, `<`, `>`, `"` and `'` escaped, for element content and attribute values.
    static func escape(_ text: String) -> String {
        var result = ""
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
