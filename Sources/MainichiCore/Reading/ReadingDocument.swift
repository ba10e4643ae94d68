#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A text to read, as lines: a plain text, subtitles or an Aozora Bunko book in any of the
/// encodings Japanese texts come in, with the format's markup taken out and the readings the
/// text gives kept beside each line.
///
/// One loader for `mainichi read`, `mainichi mine` and the Read screen. A pure function of the
/// bytes and the file's name (`load(bytes:name:)`); `load(path:)` reads the file first. The
/// text is untrusted: control and bidi characters are removed from every line and reading.
public struct ReadingDocument: Sendable, Equatable {
    /// The largest file the reader accepts (a long novel is 2 MB).
    public static let maximumFileBytes = 32 << 20

    /// The file's name, as errors and the screens name it.
    public var name: String
    /// What kind of text it is.
    public var format: ReadingFormat
    /// The encoding its bytes were in.
    public var encoding: TextEncoding
    /// The text, line by line.
    public var lines: [ReadingLine]

    public init(name: String, format: ReadingFormat, encoding: TextEncoding, lines: [ReadingLine]) {
        self.name = name
        self.format = format
        self.encoding = encoding
        self.lines = lines
    }

    /// The whole text, its lines joined by line breaks (what the segmenter reads).
    public var text: String { lines.map(\.text).joined(separator: "\n") }

    /// The text to count and mine: the lines of the text itself (`ReadingLine.isBody`), joined by
    /// line breaks; a book's title page and colophon are left out.
    public var bodyText: String { lines.filter(\.isBody).map(\.text).joined(separator: "\n") }

    /// The readings the text gives over `bodyText` (Aozora Bunko ruby), their ranges counted in it.
    public var bodyRuby: [RubyReading] {
        var ruby: [RubyReading] = []
        var offset = 0
        for line in lines where line.isBody {
            for given in line.ruby {
                ruby.append(RubyReading(range: (given.range.lowerBound + offset)..<(given.range.upperBound + offset), reading: given.reading))
            }
            offset += line.text.count + 1
        }
        return ruby
    }

    /// The words of `bodyText` as `segmenter` cuts them, read as the text's own readings say
    /// (`GivenReadings`): what `mainichi mine` counts and lists.
    public func bodyWords(segmenter: Segmenter, dictionary: JapaneseDictionary) -> GivenReadings {
        GivenReadings(tokens: segmenter.tokens(in: bodyText), ruby: bodyRuby, dictionary: dictionary)
    }

    /// Where each line starts in `text`, in characters: a token's range there (`TextToken.range`)
    /// falls in the last line starting at or before it.
    public var lineStarts: [Int] {
        var starts: [Int] = []
        starts.reserveCapacity(lines.count)
        var offset = 0
        for line in lines {
            starts.append(offset)
            offset += line.text.count + 1
        }
        return starts
    }

    /// The document `bytes` hold.
    /// - Parameter name: the file's name: it names the file in errors, and its extension (.srt,
    ///   .ass, .ssa) tells the format; without one, the format is told from the text.
    public static func load(bytes: [UInt8], name: String) throws(ReadingDocumentError) -> ReadingDocument {
        if bytes.count > maximumFileBytes { throw .tooLarge(file: name, bytes: bytes.count, limit: maximumFileBytes) }
        let (text, encoding) = try TextDecoder.decode(bytes, file: name)
        let format = ReadingFormat.detect(name: name, text: text)
        return ReadingDocument(name: name, format: format, encoding: encoding, lines: format.lines(of: text))
    }

    /// The document in the file at `path`.
    /// - Parameter name: names the file in errors; the path itself when nil.
    public static func load(path: String, name: String? = nil) throws(ReadingDocumentError) -> ReadingDocument {
        let name = name ?? path
        var info = stat()
        guard stat(path, &info) == 0 else {
            if errno == ENOENT || errno == ENOTDIR { throw .missing(file: name) }
            throw .unreadable(file: name, reason: String(cString: strerror(errno)))
        }
        if info.st_mode & S_IFMT == S_IFDIR { throw .directory(file: name) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw .unreadable(file: name, reason: "not a regular file") }
        if Int(info.st_size) > maximumFileBytes { throw .tooLarge(file: name, bytes: Int(info.st_size), limit: maximumFileBytes) }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .unreadable(file: name, reason: access(path, R_OK) != 0 ? "permission denied" : "read failed")
        }
        return try load(bytes: [UInt8](data), name: name)
    }

    /// The lines of `text` split at LF, CR LF or CR, each cleaned of control and bidi characters.
    static func plainLines(of text: String) -> [String] {
        var lines: [String] = []
        var current = String.UnicodeScalarView()
        var afterCR = false
        for scalar in text.unicodeScalars {
            if scalar == "\n" && afterCR { afterCR = false; continue }
            afterCR = scalar == "\r"
            if scalar == "\n" || scalar == "\r" {
                lines.append(String(current))
                current = String.UnicodeScalarView()
            } else {
                current.append(scalar)
            }
        }
        lines.append(String(current))
        if lines.count > 1, lines.last == "" { lines.removeLast() }
        return lines.map(TextSanitizer.sanitize)
    }
}
