import Foundation
import TestSupport
import Testing
@testable import MainichiCore

/// The start's paths as strings (`LexicalPath`) come out as URL's own standardising and
/// appending made them.
@Suite struct LexicalPathTests {
    @Test func standardizedAsURLDoesIt() throws {
        let temporary = TemporaryDirectory()
        let existing = temporary.url.path
        let paths = [
            "/tmp/study", "/tmp/study/", "/tmp/./study", "/tmp//study", "/tmp/a/../study", "/tmp/study/..",
            "/tmp/study/.", "/..", "/", "/tmp/学習 データ", existing, existing + "/", existing + "/./x/../",
        ]
        for path in paths {
            let url = URL(fileURLWithPath: path).standardizedFileURL
            #expect(LexicalPath.standardized(path) == url.path || LexicalPath.standardized(path) == url.path + "/",
                    "\(path)")
            #expect(URL(fileURLWithPath: LexicalPath.standardized(path)).path == url.path, "\(path)")
        }
        #expect(LexicalPath.standardized("a/./b/../c", workingDirectory: "/home/kei") == "/home/kei/a/c")
        #expect(LexicalPath.standardized("../x", workingDirectory: "/home/kei/") == "/home/x")
    }

    @Test func appendingAsURLDoesIt() {
        #expect(LexicalPath.appending("cache", to: "/tmp/study") == "/tmp/study/cache")
        #expect(LexicalPath.appending("cache", to: "/tmp/study/") == "/tmp/study/cache")
        #expect(LexicalPath.appending("mainichi", to: "/") == "/mainichi")
    }

    /// `--data-dir`: the directories are the URLs the standardised URL gave before, a relative
    /// path taken from the working directory, an existing directory marked as one.
    @Test func dataDirectoryResolvesAsBefore() throws {
        let temporary = TemporaryDirectory()
        let relative = "some/../study-\(UUID().uuidString)"
        for path in [temporary.url.path, temporary.url.path + "/", temporary.url.path + "/./new/..", "/tmp/none/x", relative] {
            let before = DataDirectories(directory: URL(fileURLWithPath: path).standardizedFileURL)
            let after = DataDirectories.resolve(dataDirectory: path, environment: [:])
            #expect(after.data.path == before.data.path, "\(path)")
            #expect(after.config.path == before.config.path, "\(path)")
            #expect(after.cache.path == before.cache.path, "\(path)")
            #expect(after.data.hasDirectoryPath == before.data.hasDirectoryPath, "\(path)")
        }
    }

    /// The XDG directories: the paths `appendingPathComponent` made before.
    @Test func xdgDirectoriesResolveAsBefore() {
        for environment in [["HOME": "/home/kei"], ["HOME": "/home/kei/"], ["HOME": "/home/kei", "XDG_DATA_HOME": "/data/",
                            "XDG_CONFIG_HOME": "/etc/xdg", "XDG_CACHE_HOME": "relative"]] {
            let home = URL(fileURLWithPath: environment["HOME"]!)
            func before(_ variable: String, _ fallback: String) -> String {
                if let value = environment[variable], value.hasPrefix("/") {
                    return URL(fileURLWithPath: value).appendingPathComponent("mainichi").path
                }
                return home.appendingPathComponent(fallback).appendingPathComponent("mainichi").path
            }
            let after = DataDirectories.resolve(environment: environment)
            #expect(after.data.path == before("XDG_DATA_HOME", ".local/share"))
            #expect(after.config.path == before("XDG_CONFIG_HOME", ".config"))
            #expect(after.cache.path == before("XDG_CACHE_HOME", ".cache"))
        }
    }
}
