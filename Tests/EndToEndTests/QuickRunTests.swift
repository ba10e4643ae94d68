import Foundation
import TestSupport
import Testing

/// The plain ways of opening the app start without the argument parser (`QuickRun`); every other
/// command line still gets the parser's answer, as before.
@Suite struct QuickRunTests {
    @Test("Options the quick start does not take get the parser's refusal, naming what was wrong",
          arguments: [(["--theme", "purple"], "purple"), (["--lang", "xx"], "xx"), (["--data-dir"], "--data-dir"),
                      (["--data-dir="], "Missing value for '--data-dir"), (["--theme=dark", "--colour", "x"], "--colour")])
    func refusalsStayThoseOfTheParser(arguments: [String], named: String) throws {
        let scratch = TemporaryDirectory()
        let home = scratch.file("home")
        let result = try ProcessResult.run(try MainichiBinary.path(), arguments,
                                           environment: ["TERM": "xterm-256color", "HOME": home.path,
                                                         "XDG_DATA_HOME": nil, "XDG_CONFIG_HOME": nil])
        #expect(result.status == 64)
        #expect(result.standardError.contains(named), "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: home.path))
    }
}
