@testable import AnkiPackage
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import TestSupport
import Testing

/// Mainichi's own zip reader against archives Python's zipfile wrote (tools/anki/zip_vectors.py),
/// and its writer read back.
@Suite struct ZipArchiveTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Vectors").appendingPathComponent("zip")

    static let text = String(repeating: "毎日 every day\n", count: 400)
    static let binary = (0..<70_000).map { UInt8(($0 * 7919) % 251) }

    @Test(arguments: ["stored.zip", "deflated.zip", "zip64.zip"])
    func readsEveryEntryPythonWrote(fixture: String) throws {
        let archive = try ZipArchive(path: Self.folder.appendingPathComponent(fixture).path)
        #expect(archive.entries.map(\.name) == ["collection.anki21", "media", "0", "empty"])
        let collection = try #require(archive["collection.anki21"])
        #expect(String(decoding: try archive.bytes(of: collection), as: UTF8.self) == Self.text)
        #expect(try archive.bytes(of: try #require(archive["0"])) == Self.binary)
        #expect(String(decoding: try archive.bytes(of: try #require(archive["media"])), as: UTF8.self) == #"{"0": "cat.mp3"}"#)
        #expect(try archive.bytes(of: try #require(archive["empty"])).isEmpty)
        #expect(archive["missing"] == nil)
    }

    @Test func aChangedByteIsReportedAsDamagedNotReturned() throws {
        let archive = try ZipArchive(path: Self.folder.appendingPathComponent("damaged-crc.zip").path)
        #expect(throws: ZipArchive.Failure.damagedEntry(entry: "collection.anki21", reason: "the CRC-32 does not match: the data is damaged")) {
            try archive.bytes(of: try #require(archive["collection.anki21"]))
        }
        // The other entries are whole and still read.
        #expect(try archive.bytes(of: try #require(archive["0"])) == Self.binary)
    }

    @Test func aCutFileIsNotAZip() {
        #expect(throws: ZipArchive.Failure.notAZip) {
            try ZipArchive(path: Self.folder.appendingPathComponent("truncated.zip").path)
        }
    }

    @Test func aTextFileAndAFolderAreRefusedWithAReason() throws {
        #expect(throws: ZipArchive.Failure.notAZip) {
            try ZipArchive(path: Self.folder.appendingPathComponent("contents.json").path)
        }
        #expect(throws: ZipArchive.Failure.cannotOpen("not a regular file")) {
            try ZipArchive(path: Self.folder.path)
        }
    }

    @Test func whatTheWriterWritesReadsBackWhole() throws {
        let scratch = TemporaryDirectory()
        let path = scratch.file("written.zip").path
        let writer = try ZipWriter(path: path)
        try writer.add("collection.anki21", bytes: Array(Self.text.utf8))
        try writer.add("0", bytes: Self.binary, compress: false)
        try writer.add("名前.txt", bytes: Array("中身".utf8))
        try writer.add("empty", bytes: [])
        #expect(throws: ZipWriter.Failure.self) { try writer.add("0", bytes: [1]) }
        try writer.finish()

        let archive = try ZipArchive(path: path)
        #expect(archive.entries.map(\.name) == ["collection.anki21", "0", "名前.txt", "empty"])
        let collection = try #require(archive["collection.anki21"])
        #expect(collection.method == 8)
        #expect(collection.compressedSize < collection.uncompressedSize)
        #expect(String(decoding: try archive.bytes(of: collection), as: UTF8.self) == Self.text)
        #expect(try #require(archive["0"]).method == 0)
        #expect(try archive.bytes(of: try #require(archive["0"])) == Self.binary)
        #expect(String(decoding: try archive.bytes(of: try #require(archive["名前.txt"])), as: UTF8.self) == "中身")
        #expect(try archive.bytes(of: try #require(archive["empty"])).isEmpty)
    }

    @Test func anEntryLargerThanTheLimitIsRefusedBeforeItIsRead() throws {
        let archive = try ZipArchive(path: Self.folder.appendingPathComponent("deflated.zip").path)
        #expect(throws: ZipArchive.Failure.damagedEntry(entry: "0", reason: "larger than 1000 bytes")) {
            try archive.bytes(of: try #require(archive["0"]), limit: 1000)
        }
    }
}
