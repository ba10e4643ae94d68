import Foundation
import MainichiCore
import Testing
@testable import MainichiApp

/// The app prepares the search index a deck a step as idle work: quitting between steps leaves the
/// cache directory as it was (nothing half-written), and a search during the build finishes it.
@Suite struct SearchIndexPreparationTests {
    /// The files of the cache directory (none when it does not exist).
    static func cacheFiles(_ app: TestApp) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: app.context.directories.cache.path)) ?? []).sorted()
    }

    @Test("Left after a few steps, the build has written nothing; finished, it writes one index file that the next start reads")
    func unfinishedBuildWritesNothing() throws {
        let app = try TestApp()
        #expect(app.context.prepareSearchIndexStep(), "no cached index: a build starts")
        #expect(app.context.prepareSearchIndexStep(), "one deck indexed, more to go")
        #expect(app.context.prepareSearchIndexStep())
        #expect(Self.cacheFiles(app).filter { $0.contains("search-index") }.isEmpty, "nothing written mid-build")

        var steps = 0
        while app.context.prepareSearchIndexStep() { steps += 1 }
        #expect(steps > 3, "a step per deck, not the whole build at once")
        let files = Self.cacheFiles(app).filter { $0.contains("search-index") }
        #expect(files.count == 1 && files[0].hasSuffix(".bin"), "\(files)")
        #expect(!app.context.prepareSearchIndexStep(), "ready: nothing left to do")
        #expect(app.context.searchIndex.search("tabe").first?.word == "食べる")
        let read = SearchIndexCache(directory: app.context.directories.cache).cachedIndex(for: app.context.library).index
        #expect(read?.search("tabe") == app.context.searchIndex.search("tabe"))
    }

    @Test("A search during the build finishes it: every deck is found")
    func searchFinishesTheBuild() throws {
        let app = try TestApp()
        app.context.prepareSearchIndexStep()
        app.context.prepareSearchIndexStep()
        let index = app.context.searchIndex
        let full = SearchIndex.build(library: app.context.library)
        #expect(index.count == full.count)
        for query in ["tabe", "cat", "日", "kanji"] { #expect(index.search(query) == full.search(query), "\(query)") }
        #expect(!app.context.prepareSearchIndexStep())
    }

    @Test("q pressed while the first launch builds the index quits at once: the step under way ends, no other runs, nothing is written")
    func quitLeavesTheBuildUndone() throws {
        let app = try TestApp()
        // The counted jobs hold the app: let them go at the end, or the app (and its temporary
        // data directory) is never released.
        defer { app.application.idleWork = [] }
        app.context.prepareSearchIndexWhileIdle(in: app.application)
        var stepsRun = 0
        // Counts each job of the build that runs, and presses q while the second one (the first
        // deck's) runs, as a learner who quits right after the menu appears.
        let build = app.application.idleWork
        app.application.idleWork = []
        func counted(_ job: @escaping () -> Void) -> () -> Void {
            {
                stepsRun += 1
                if stepsRun == 2 { app.terminal.enqueue(keys: "q") }
                let queued = app.application.idleWork.count
                job()
                // The job queued the build's next step: count that one too when it runs.
                if app.application.idleWork.count > queued {
                    let next = app.application.idleWork.removeLast()
                    app.application.idleWork.append(counted(next))
                }
            }
        }
        app.application.idleWork = build.map(counted)
        app.application.run()
        #expect(app.application.hasQuit)
        #expect(stepsRun == 2, "the step under way when q came was the last to run")
        #expect(Self.cacheFiles(app).filter { $0.contains("search-index") }.isEmpty, "the unfinished build wrote nothing")
        #expect(app.context.prepareSearchIndexStep(), "the build is left undone, not finished behind the learner's back")
    }
}
