/// The fields a tab's message may carry, decoded by Foundation's `JSONDecoder`: how the web host read a
/// message before it read the JSON itself (issue 30), kept as the peer of `ClientMessage.parse` in the
/// same run.
struct DecodedClientFields: Decodable {
    var type: String
    var token: String?
    var width: Double?
    var height: Double?
    var id: Int?
    var action: String?
    var text: String?
    var value: Double?
    var on: Bool?
    var index: Int?
    var player: Int?
    var recorder: Int?
    var time: Double?
    var state: String?
    var event: String?
    var offsetTop: Double?
    var layoutHeight: Double?
}
