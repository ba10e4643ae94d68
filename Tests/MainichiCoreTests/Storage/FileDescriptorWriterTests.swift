import Foundation
import TestSupport
import Testing
@testable import MainichiCore

@Suite struct FileDescriptorWriterTests {
    @Test func writesTheWholeBufferAndLeavesTheDescriptorOpen() throws {
        let temporary = TemporaryDirectory()
        let url = temporary.file("big.bin")
        let fd = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        try #require(fd >= 0)
        defer { close(fd) }
        let first = Data((0..<3_000_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        try FileDescriptorWriter.write(first, to: fd, path: url.path)
        try FileDescriptorWriter.write(Array("end\n".utf8), to: fd, path: url.path)
        #expect(try Data(contentsOf: url) == first + Data("end\n".utf8))
    }

    #if os(Linux)
    @Test func aFullDiskIsReportedWithTheSystemsWords() throws {
        let fd = open("/dev/full", O_WRONLY | O_CLOEXEC)
        try #require(fd >= 0)
        defer { close(fd) }
        #expect(throws: StorageError.writeFailed(path: "progress.json", reason: String(cString: strerror(ENOSPC)))) {
            try FileDescriptorWriter.write(Data("{}".utf8), to: fd, path: "progress.json")
        }
    }
    #endif
}
