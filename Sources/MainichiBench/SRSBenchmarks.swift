import Foundation
import MainichiCore

/// The FSRS scheduler: 100,000 reviews (1,000 cards x 100), the workload
/// tools/fsrs/make_vectors.py times with py-fsrs.
enum SRSBenchmarks {
    /// py-fsrs 6.3.2 on the same workload, best of three, measured on this machine on 2026-11-21
    /// with `python3 tools/fsrs/make_vectors.py --bench` (runs gave 0.89 to 1.38 s).
    static let pyFSRSSeconds = 0.92

    static func run() {
        let scheduler = FSRSScheduler()  // defaults, fuzzing on, as in the Python run
        let start = Date(timeIntervalSince1970: 1_767_225_600)
        var reviewed = 0
        let result = Benchmark.measure("100,000 reviews (1,000 cards x 100)", iterations: 10, warmup: 2) {
            var generator = SeededRandom(seed: 1)
            reviewed = 0
            for index in 0..<1_000 {
                var card = SRSCard(due: start)
                var now = start
                for review in 0..<100 {
                    card = scheduler.review(card, rating: rating(card: index, review: review), at: now, using: &generator)
                    now = min(card.due, now.addingTimeInterval(60 * 86_400))
                    reviewed += 1
                }
            }
        }
        precondition(reviewed == 100_000)
        Benchmark.report(result, target: 0.1)
        print(String(format: "  py-fsrs 6.3.2: %@ for the same reviews; Swift is %.0fx faster",
                     Benchmark.format(pyFSRSSeconds), pyFSRSSeconds / result.median))
    }

    /// The rating pattern shared with make_vectors.py: mostly good, some of each other.
    private static func rating(card: Int, review: Int) -> Rating {
        let pattern: [Rating] = [
            .good, .good, .again, .good, .easy, .good, .hard, .good, .good, .again,
            .good, .good, .easy, .hard, .good, .good, .good, .again, .good, .easy,
        ]
        return pattern[(card * 7 + review * 13) % pattern.count]
    }
}

