import Foundation
import MainichiApp
import MainichiCore
import TerminalUI

/// Stroke order: reading Decks/strokes.txt on first use, and drawing a kanji large (24 by 12
/// cells, as beside the kanji screen's details at 80x24) into an 80x24 buffer, for a simple kanji
/// and for the deck kanji with the most strokes.
enum StrokeBenchmarks {
    static func run() throws {
        guard let decks = try? DeckLibrary.locateBundledDecks() else {
            print("  skipped: no Decks directory found (set MAINICHI_DECKS)")
            return
        }
        let url = decks.appendingPathComponent("strokes.txt")
        let bytes = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? 0
        let library = StrokeLibrary(url: url)
        print("  strokes.txt: \(library.kanjiCount) kanji, \(bytes) bytes (target <= 3,000,000)")
        let load = Benchmark.measure("first lookup (read and index strokes.txt, decode one kanji)", iterations: 20) {
            _ = StrokeLibrary(url: url).strokes(for: "書")
        }
        Benchmark.report(load)

        let screen = Size(width: 80, height: 24)
        let size = KanjiDrawing.size(fitting: Size(width: 24, height: 12))
        var densest: KanjiStrokes?
        for line in (try? String(contentsOf: url, encoding: .utf8))?.split(separator: "\n") ?? [] {
            guard let tab = line.firstIndex(of: "\t"), !line.hasPrefix("#"),
                  let strokes = library.strokes(for: String(line[..<tab])) else { continue }
            if strokes.count > densest?.count ?? 0 { densest = strokes }
        }
        for strokes in [library.strokes(for: "日"), densest].compactMap({ $0 }) {
            let result = Benchmark.measure("draw \(strokes.kanji) (\(strokes.count) strokes) at 24x12 cells in 80x24",
                                           iterations: 2_000, warmup: 50) {
                var buffer = ScreenBuffer(size: screen)
                buffer.draw { canvas in
                    KanjiDrawing(strokes: strokes).draw(in: canvas, at: Point(x: 54, y: 2), size: size)
                }
            }
            Benchmark.report(result, target: 0.001)
        }
    }
}
