import Services

/// The HTML of the index page: every app and pattern, each a link to its page, the comparison of the
/// patterns and the documentation when they are served, and the control catalog.
enum IndexPage {
    static func html(
        entries: [WebIndexEntry], catalogPath: String?, comparePath: String? = nil, docsPath: String? = nil
    ) -> String {
        var body = ""
        if let comparePath {
            body += "<p class=\"compare\"><a href=\"\(HTML.escape(comparePath))\">Compare the patterns</a></p>"
        }
        if let docsPath {
            body += "<p class=\"docs\"><a href=\"\(HTML.escape(docsPath))\">Documentation</a> "
            body += "<span class=\"summary\">the guide from the books' chapters to the code, and every library's "
            body += "reference</span></p>"
        }
        for entry in entries {
            body +=
                "<section><h2>\(HTML.escape(entry.name))</h2><p class=\"summary\">\(HTML.escape(entry.summary))</p><ul>"
            for pattern in entry.patterns {
                body += "<li><a href=\"\(HTML.escape(pattern.path))\">\(HTML.escape(pattern.name))</a> "
                body += "<span class=\"summary\">\(HTML.escape(pattern.summary))</span></li>"
            }
            body += "</ul></section>"
        }
        if let catalogPath {
            body += "<section><h2>Controls</h2><ul><li><a href=\"\(HTML.escape(catalogPath))\">ViewKit catalog</a> "
            body += "<span class=\"summary\">one screen per control and container</span></li></ul></section>"
        }
        return """
            <!doctype html>
            <html lang="en"><head><meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>App Architecture</title><link rel="stylesheet" href="/static/app.css"></head>
            <body class="index"><main class="index-page"><h1>App Architecture</h1>\(body)</main></body></html>
            """
    }
}
