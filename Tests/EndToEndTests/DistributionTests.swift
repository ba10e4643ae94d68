import Foundation
import TestSupport
import Testing

/// The release tarball of `make dist`, unpacked where nothing of the source tree is near: the
/// binary must find its own decks and run without a Swift toolchain. `make dist` runs this with
/// MAINICHI_DIST set to the tarball; without it there is nothing to test.
@Suite("Release tarball", .enabled(if: ProcessInfo.processInfo.environment["MAINICHI_DIST"] != nil))
struct DistributionTests {
    /// Where the tarball is unpacked; removed with everything in it when the test ends.
    let scratch = TemporaryDirectory()

    /// The tarball unpacked in the test's scratch directory: the unpacked top directory.
    func unpack() throws -> URL {
        let tarball = try #require(ProcessInfo.processInfo.environment["MAINICHI_DIST"])
        let untar = try ProcessResult.run("/bin/tar", ["-xzf", tarball, "-C", scratch.path])
        #expect(untar.status == 0, "\(untar.standardError)")
        let entries = try FileManager.default.contentsOfDirectory(atPath: scratch.path)
        let top = try #require(entries.first { $0.hasPrefix("mainichi-") })
        return scratch.file(top)
    }

    /// A clean environment: no MAINICHI_DECKS, no toolchain on PATH, a home of its own.
    static func environment(home: URL) -> [String: String?] {
        var environment: [String: String?] = [:]
        for name in ProcessInfo.processInfo.environment.keys { environment[name] = .some(nil) }
        environment["PATH"] = "/usr/bin:/bin"
        environment["HOME"] = home.path
        environment["TERM"] = "xterm-256color"
        environment["LANG"] = "C.UTF-8"
        return environment
    }

    @Test("The tarball holds the binary, decks, licences, man page, completions and README")
    func contents() throws {
        let root = try unpack()
        for path in ["bin/mainichi", "share/mainichi/Decks/index.json", "LICENSE", "NOTICE.md", "README.md",
                     "share/man/man1/mainichi.1", "share/bash-completion/completions/mainichi",
                     "share/zsh/site-functions/_mainichi", "share/fish/vendor_completions.d/mainichi.fish"] {
            #expect(FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path), "\(path)")
        }
        let manual = try String(contentsOf: root.appendingPathComponent("share/man/man1/mainichi.1"), encoding: .utf8)
        for command in ["mainichi search", "mainichi stats", "mainichi doctor", "mainichi deck check"] {
            #expect(manual.contains(command.replacingOccurrences(of: "-", with: "\\-")), "\(command)")
        }
    }

    @Test("Unpacked anywhere, doctor finds the bundled decks and search finds a word of them")
    func runsUnpacked() throws {
        let root = try unpack()
        let binary = root.appendingPathComponent("bin/mainichi").path
        let environment = Self.environment(home: scratch.url)
        let doctor = try ProcessResult.run(binary, ["doctor"], environment: environment)
        #expect(doctor.status == 0, "\(doctor.standardOutput)\(doctor.standardError)")
        let decks = root.appendingPathComponent("share/mainichi/Decks").resolvingSymlinksInPath().path
        #expect(doctor.standardOutput.contains("found in \(decks)"), "\(doctor.standardOutput)")
        #expect(!doctor.standardOutput.contains("[fail]"), "\(doctor.standardOutput)")

        let word = try #require(try VocabularyDeck(level: "n5", decks: decks).words(ofDay: 1).first)
        let search = try ProcessResult.run(binary, ["search", word.word], environment: environment)
        #expect(search.status == 0, "\(search.standardError)")
        #expect(search.standardOutput.contains(word.reading), "\(search.standardOutput)")
    }
}
