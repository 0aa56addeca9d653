public import Foundation

/// Formats a number of seconds as "H:MM:SS", as the book's play and record screens show times.
///
/// Positional and zero-padded: 0 → "0:00:00", 65 → "0:01:05", 3725 → "1:02:05". Fractions of a second are
/// cut off (a clock shows completed seconds), after allowing for floating-point error so 2.9999999 shows
/// as 3 seconds. Negative, NaN and infinite values show as "0:00:00". The book used
/// `DateComponentsFormatter`, which corelibs Foundation does not implement reliably.
public func timeString(_ time: TimeInterval) -> String {
    guard time.isFinite, time > 0 else { return "0:00:00" }
    let total = Int(min(time + 1e-6, Double(Int.max / 2)).rounded(.down))
    let hours = total / 3600
    let minutes = total / 60 % 60
    let seconds = total % 60
    return "\(hours):\(minutes < 10 ? "0" : "")\(minutes):\(seconds < 10 ? "0" : "")\(seconds)"
}
