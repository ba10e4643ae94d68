#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import MainichiCore
import TerminalUI

/// The leeches: items forgotten again and again in reviews (at least the `leechThreshold`
/// setting's lapses), most lapses first, with whether each is suspended.
///
/// `t` drills them: a typed-reading test of the leeches not suspended, each question showing the
/// word's example sentence. `s` suspends the selected item from reviews or takes it back (saved at
/// once); Enter opens its detail.
final class LeechesController: TableViewController {
    let context: AppContext

    struct Entry {
        var item: StudyItem
        var lapses: Int
        var isSuspended: Bool
    }

    private(set) var entries: [Entry] = []
    private var threshold = 8

    private let drill = KeyBinding("t", label: "drill", help: "Drill the leeches not suspended: typed readings with example sentences")
    private let suspend = KeyBinding("s", label: "suspend", help: "Suspend the selected item from reviews, or take it back")

    init(context: AppContext) {
        self.context = context
        super.init(title: "Leeches")
        tableView.reservesExpansionColumn = false
        reload()
    }

    override func viewWillAppear() {
        reload()
    }

    func reload() {
        threshold = context.settings.settings.leechThreshold
        let index = LeechIndex(events: context.history.read().events)
        let suspended = context.progress.progress.suspended
        entries = index.leeches(threshold: threshold).compactMap { id in
            context.library.item(withID: id).map { Entry(item: $0, lapses: index.lapseCount(of: id), isSuspended: suspended[id] != nil) }
        }
        tableView.emptyMessage = "No leeches. An item forgotten in reviews \(threshold) times (Settings: Leech after) shows here."
        tableView.reloadData()
    }

    override var headerHeight: Int { 1 }

    override func drawHeader(in canvas: Canvas) {
        let suspended = entries.count { $0.isSuspended }
        canvas.draw([("\(entries.count) \(entries.count == 1 ? "leech" : "leeches")", .accent),
                     ("  \(threshold)+ lapses" + (suspended > 0 ? ", \(suspended) suspended" : ""), .dim)],
                    at: Point(x: 1, y: 0))
    }

    override func numberOfRows(in tableView: TableView) -> Int { entries.count }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: TableIndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: TableViewCell.defaultReuseIdentifier)
        let entry = entries[indexPath.row]
        cell.columns = [entry.item.headword, entry.item.primaryReading, "\(entry.lapses)x",
                        entry.isSuspended ? "suspended" : "", entry.item.meaningSummary]
        cell.columnRoles = [.normal, .dim, .wrong, .dim, .normal]
        let narrow = lastWidth < 60
        cell.columnLayout = ColumnLayout([.fixed(narrow ? 6 : 10), .fixed(narrow ? 8 : 12), .fixed(4, alignment: .trailing),
                                          .fixed(narrow ? 0 : 9), .flexible()], spacing: 1)
        return cell
    }

    private var lastWidth = 80

    override func draw(in canvas: Canvas) {
        lastWidth = canvas.width
        super.draw(in: canvas)
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: TableIndexPath) {
        push(ItemDetail.controller(for: entries[indexPath.row].item, context: context))
    }

    override var keyBindings: [KeyBinding] {
        entries.isEmpty ? [] : [drill, suspend] + tableView.keyBindings
    }

    override func handle(_ key: Key) -> Bool {
        switch key {
        case drill:
            let items = entries.filter { !$0.isSuspended }.map(\.item)
            guard !items.isEmpty else {
                showStatus("every leech is suspended: s takes one back", role: .dim)
                return true
            }
            TestLauncher.start(items: items, kind: items[0].kind, day: nil, source: .leeches, mode: .typedReading,
                               context: context, from: self)
        case suspend:
            guard let row = tableView.selectedIndexPath?.row, row < entries.count else { return false }
            let entry = entries[row]
            let saved: Void? = context.perform(self) { try context.progress.setSuspended(entry.item.id, !entry.isSuspended) }
            guard saved != nil else { return true }
            entries[row].isSuspended.toggle()
            tableView.reloadData()
            showStatus(entries[row].isSuspended ? "\(entry.item.headword) suspended: reviews leave it out"
                                                : "\(entry.item.headword) back in reviews")
        default:
            return super.handle(key)
        }
        return true
    }
}
