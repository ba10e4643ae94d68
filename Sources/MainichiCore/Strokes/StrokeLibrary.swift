#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The stroke order of the deck kanji, read from the decks directory's `strokes.txt` on first use.
///
/// The file (made by `tools/decks/build_strokes.py` from KanjiVG) has one kanji a line: the kanji,
/// a tab, then its strokes separated by spaces, each stroke four hex digits a point (x then y, in
/// half units of the 109 grid). Lines starting with `#` are comments. The file is read and split
/// into lines once, when the first kanji is asked for; a kanji's points are decoded when it is
/// asked for and kept. A missing file gives no strokes for any kanji (the app then shows none);
/// a malformed line gives no strokes for that kanji and a warning naming the file and line.
/// Not thread-safe: use it from one thread (the app's run loop).
public final class StrokeLibrary {
    /// The file the strokes come from.
    public let url: URL
    /// Problems met while reading (a malformed line), each naming the file and line.
    public private(set) var warnings: [String] = []

    /// The file's bytes and, by kanji, the line number and byte range of its strokes.
    private var bytes: [UInt8] = []
    private var lines: [String: (line: Int, range: Range<Int>)]?
    private var decoded: [String: KanjiStrokes?] = [:]

    /// The library for a decks directory (reading `strokes.txt` inside it).
    public convenience init(decksDirectory: URL) {
        self.init(url: decksDirectory.appendingPathComponent("strokes.txt"))
    }

    /// The library over one strokes file.
    public init(url: URL) {
        self.url = url
    }

    /// Whether the file exists and holds at least one kanji.
    public var isAvailable: Bool { !index().isEmpty }

    /// The number of kanji in the file.
    public var kanjiCount: Int { index().count }

    /// The strokes of `kanji`, or nil when the file has none for it.
    public func strokes(for kanji: String) -> KanjiStrokes? {
        if let cached = decoded[kanji] { return cached }
        var result: KanjiStrokes?
        if let entry = index()[kanji] {
            result = Self.decode(kanji: kanji, bytes: bytes[entry.range])
            if result == nil {
                warnings.append("\(url.lastPathComponent): line \(entry.line): malformed strokes for \(kanji)")
            }
        }
        decoded[kanji] = result
        return result
    }

    /// Reads the file once and indexes its lines by kanji, working on bytes (a few ms for the
    /// bundled file; making Strings of every line would cost ten times more).
    private func index() -> [String: (line: Int, range: Range<Int>)] {
        if let lines { return lines }
        var found: [String: (line: Int, range: Range<Int>)] = [:]
        if let data = try? Data(contentsOf: url) {
            bytes = [UInt8](data)
            var start = 0, number = 0
            while start < bytes.count {
                number += 1
                var end = start
                while end < bytes.count, bytes[end] != 0x0A { end += 1 }
                if start < end, bytes[start] != UInt8(ascii: "#"), let tab = bytes[start..<end].firstIndex(of: 0x09) {
                    found[String(decoding: bytes[start..<tab], as: UTF8.self)] = (number, (tab + 1)..<end)
                }
                start = end + 1
            }
        }
        lines = found
        return found
    }

    /// Decodes the strokes part of one line; nil when it is not whole groups of four hex digits.
    static func decode(kanji: String, bytes: ArraySlice<UInt8>) -> KanjiStrokes? {
        var strokes: [[KanjiStrokes.Point]] = []
        for field in bytes.split(separator: UInt8(ascii: " ")) {
            let field = Array(field)
            guard field.count >= 8, field.count % 4 == 0 else { return nil }
            var points: [KanjiStrokes.Point] = []
            points.reserveCapacity(field.count / 4)
            var index = 0
            while index < field.count {
                guard let x1 = hexValue(field[index]), let x2 = hexValue(field[index + 1]),
                      let y1 = hexValue(field[index + 2]), let y2 = hexValue(field[index + 3]) else { return nil }
                points.append(KanjiStrokes.Point(x: Double(x1 * 16 + x2) / 2, y: Double(y1 * 16 + y2) / 2))
                index += 4
            }
            strokes.append(points)
        }
        return strokes.isEmpty ? nil : KanjiStrokes(kanji: kanji, strokes: strokes)
    }

    private static func hexValue(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
        default: nil
        }
    }
}
