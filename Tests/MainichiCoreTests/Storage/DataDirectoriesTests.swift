import Foundation
import TestSupport
import Testing
@testable import MainichiCore

@Suite struct DataDirectoriesTests {
    @Test func defaultsFollowXDG() {
        let directories = DataDirectories.resolve(environment: ["HOME": "/home/kei"])
        #expect(directories.data.path == "/home/kei/.local/share/mainichi")
        #expect(directories.config.path == "/home/kei/.config/mainichi")
        #expect(directories.cache.path == "/home/kei/.cache/mainichi")
    }

    @Test func xdgVariablesAreHonouredAndRelativeOnesIgnored() {
        let directories = DataDirectories.resolve(environment: [
            "HOME": "/home/kei", "XDG_DATA_HOME": "/data", "XDG_CONFIG_HOME": "relative/config",
        ])
        #expect(directories.data.path == "/data/mainichi")
        #expect(directories.config.path == "/home/kei/.config/mainichi")
    }

    @Test func dataDirOptionOverridesBoth() {
        let directories = DataDirectories.resolve(dataDirectory: "/tmp/study", environment: ["XDG_DATA_HOME": "/data"])
        #expect(directories.data.path == "/tmp/study")
        #expect(directories.config.path == "/tmp/study")
        #expect(directories.cache.path == "/tmp/study/cache")
    }

    /// A18: a relative XDG path is ignored, and the app and doctor can say which.
    @Test func relativeXDGVariablesAreNamed() {
        let environment = ["HOME": "/home/kei", "XDG_DATA_HOME": "reldata", "XDG_CONFIG_HOME": "/etc/xdg",
                           "XDG_CACHE_HOME": "cache"]
        let ignored = DataDirectories.ignoredVariables(environment: environment)
        #expect(ignored.map(\.name) == ["XDG_DATA_HOME", "XDG_CACHE_HOME"])
        #expect(ignored.map(\.value) == ["reldata", "cache"])
        #expect(DataDirectories.ignoredVariables(dataDirectory: "/tmp/study", environment: environment).isEmpty)
        #expect(DataDirectories.ignoredVariables(environment: ["HOME": "/home/kei", "XDG_DATA_HOME": ""]).isEmpty)
    }

    /// A18: a directory that cannot be made says why in plain words, naming the path.
    @Test func aDirectoryUnderAFileSaysWhy() throws {
        let scratch = TemporaryDirectory()
        let root = scratch.url
        let file = root.appendingPathComponent("home")
        try Data("not a directory".utf8).write(to: file)
        let wanted = file.appendingPathComponent(".local/share/mainichi")
        do {
            try DataDirectories.createDirectory(wanted)
            Issue.record("a directory was made under a file")
        } catch {
            #expect("\(error)" == "cannot create \(wanted.path): \(file.path) is not a directory")
        }
    }

    /// The data directory's path is a file: the system's words, not Foundation's error dump.
    @Test func aFileInPlaceOfTheDirectorySaysWhy() throws {
        let scratch = TemporaryDirectory()
        let file = scratch.file("mainichi-dirs")
        try Data("not a directory".utf8).write(to: file)
        do {
            try DataDirectories.createDirectory(file)
            Issue.record("a file was taken for a directory")
        } catch {
            #expect("\(error)" == "cannot create \(file.path): not a directory")
        }
    }
}
