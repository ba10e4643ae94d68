import Foundation
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
}
