import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension Snapshotting where Value == URLRequest, Format == String {
    /// The request as text: the method and URL (query items sorted), the headers sorted, then
    /// the body after a blank line. Mirrors swift-snapshot-testing's `.raw`.
    public static var raw: Snapshotting { .raw(pretty: false) }

    /// The request as text, its JSON body pretty-printed with sorted keys when `pretty` (other
    /// bodies as they are). Mirrors swift-snapshot-testing's `raw(pretty:)`.
    public static func raw(pretty: Bool) -> Snapshotting {
        SimplySnapshotting.lines.pullback { (request: URLRequest) in
            let line = "\(request.httpMethod ?? "GET") \(RequestText.url(of: request))"
            let headers = (request.allHTTPHeaderFields ?? [:]).map { "\($0.key): \($0.value)" }.sorted()
            var body: [String] = []
            if let data = request.httpBody {
                let text =
                    (pretty ? RequestText.prettyJSON(data) : nil) ?? String(decoding: data, as: UTF8.self)
                body = ["\n" + text]
            }
            return ([line] + headers + body).joined(separator: "\n")
        }
    }

    /// The request as the `curl` command that makes it, one option per line. Mirrors
    /// swift-snapshot-testing's `.curl`.
    public static var curl: Snapshotting {
        SimplySnapshotting.lines.pullback { (request: URLRequest) in
            var parts = ["curl"]
            switch request.httpMethod ?? "GET" {
            case "GET": break
            case "HEAD": parts.append("--head")
            case let method: parts.append("--request \(method)")
            }
            let headers = request.allHTTPHeaderFields ?? [:]
            for key in headers.keys.sorted() where key != "Cookie" {
                let value = headers[key]!.replacingOccurrences(of: "\"", with: "\\\"")
                parts.append("--header \"\(key): \(value)\"")
            }
            if let data = request.httpBody {
                let body = String(decoding: data, as: UTF8.self)
                    .replacingOccurrences(of: "\\\"", with: "\\\\\"")
                    .replacingOccurrences(of: "\"", with: "\\\"")
                parts.append("--data \"\(body)\"")
            }
            if let cookie = headers["Cookie"] {
                parts.append("--cookie \"\(cookie.replacingOccurrences(of: "\"", with: "\\\""))\"")
            }
            parts.append("\"\(RequestText.url(of: request))\"")
            return parts.joined(separator: " \\\n\t")
        }
    }
}

/// The pieces of a request's text.
private enum RequestText {
    /// The URL with its query items sorted by name, or `(null)`.
    static func url(of request: URLRequest) -> String {
        guard let url = request.url else { return "(null)" }
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false),
            let items = components.queryItems
        else { return url.absoluteString }
        components.queryItems = items.sorted { $0.name < $1.name }
        return components.url?.absoluteString ?? url.absoluteString
    }

    /// A JSON body pretty-printed with sorted keys, or `nil` when it is not JSON.
    static func prettyJSON(_ data: Data) -> String? {
        guard let object = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]),
            let pretty = try? JSONSerialization.data(
                withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .fragmentsAllowed])
        else { return nil }
        return String(decoding: pretty, as: UTF8.self)
    }
}
