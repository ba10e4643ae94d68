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
import MainichiCore
import TerminalUI

/// A text to read as the Read screen shows it: its lines, and where it came from.
///
/// The bytes are read by the core's `ReadingDocument` (UTF-8, UTF-16 with a byte order mark,
/// Shift_JIS and EUC-JP; subtitles read as their text lines; Aozora Bunko ruby and notes taken
/// out, kept as readings), which also cleans every line of control and bidi characters.
public struct ReaderText: Sendable, Equatable {
    /// The file's absolute path; nil for standard input.
    public var path: String?
    /// The name shown in the title: the file's name, or "standard input".
    public var name: String
    /// The lines, without their line breaks.
    public var lines: [String]
    /// The readings the text gives over parts of each line (Aozora Bunko ruby), by line; empty
    /// when it gives none.
    public var ruby: [[RubyReading]]
    /// The lines about the text rather than of it (an Aozora Bunko book's title page and
    /// colophon): shown dimmed, not cut into words, counted or mined.
    public var asideLines: Set<Int>

    public init(path: String?, name: String, lines: [String], ruby: [[RubyReading]] = [], asideLines: Set<Int> = []) {
        self.path = path
        self.name = name
        self.lines = lines
        self.ruby = ruby
        self.asideLines = asideLines
    }

    /// The readings the text gives over parts of line `line`.
    func ruby(ofLine line: Int) -> [RubyReading] {
        ruby.indices.contains(line) ? ruby[line] : []
    }

    /// Why a file could not be read, in words naming it.
    public struct Failure: Error, Sendable, Equatable {
        public var message: String
    }

    /// The text of `bytes` (a file at `path`, or standard input when `path` is nil).
    public static func decode(_ bytes: [UInt8], path: String?, strings: Strings) throws(Failure) -> ReaderText {
        let shownName = path ?? strings.reader.standardInput
        do {
            return try make(ReadingDocument.load(bytes: bytes, name: shownName), path: path, strings: strings)
        } catch let error as ReadingDocumentError {
            throw Failure(message: strings.errors.readingDocument(error))
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(message: strings.errors.text(error))
        }
    }

    /// The text of the file at `path` (made absolute).
    public static func read(path: String, strings: Strings) throws(Failure) -> ReaderText {
        let absolute = URL(fileURLWithPath: path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path)
            .standardizedFileURL.path
        do {
            return try make(ReadingDocument.load(path: absolute, name: path), path: absolute, strings: strings)
        } catch let error as ReadingDocumentError {
            throw Failure(message: strings.errors.readingDocument(error))
        } catch let failure as Failure {
            throw failure
        } catch {
            throw Failure(message: strings.errors.text(error))
        }
    }

    private static func make(_ document: ReadingDocument, path: String?, strings: Strings) throws(Failure) -> ReaderText {
        var lines = document.lines
        while lines.last?.text.allSatisfy(\.isWhitespace) == true { lines.removeLast() }
        let name = path.map { URL(fileURLWithPath: $0).lastPathComponent } ?? strings.reader.standardInput
        guard !lines.isEmpty else { throw Failure(message: strings.reader.empty(path ?? name)) }
        let hasRuby = lines.contains { !$0.ruby.isEmpty }
        return ReaderText(path: path, name: name.removingControlCharacters, lines: lines.map(\.text),
                          ruby: hasRuby ? lines.map(\.ruby) : [],
                          asideLines: Set(lines.indices.filter { !lines[$0].isBody }))
    }
}
