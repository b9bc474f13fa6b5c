import Foundation
import Testing

@testable import LaminaTesting

/// The text strategies for plain values, in swift-snapshot-testing's formats.
@Suite struct ValueStrategyTests {
    private struct User: Encodable {
        let id: Int
        let name: String
        let bio: String
    }

    private struct Person: Hashable {
        let name: String
    }

    private struct Container {
        let dict: [String: Int]
        let set: Set<Person>
    }

    private final class Father {
        var child: Child?
    }

    private final class Child {
        weak var unused: Father?
        let father: Father

        init(father: Father) {
            self.father = father
        }
    }

    private enum Direction: CaseIterable {
        case up, down
    }

    /// The text a strategy makes of a value.
    private func text<Value>(_ value: Value, _ strategy: Snapshotting<Value, String>) throws -> String {
        try strategy.snapshot(value)
    }

    @Test func dumpSortsFieldsAndQuotesStrings() throws {
        let user = User(id: 1, name: "Blobby", bio: "Blobbed around the world.")
        #expect(
            try text(user, .dump) == """
                ▿ User
                  - bio: "Blobbed around the world."
                  - id: 1
                  - name: "Blobby"

                """)
        #expect(try text([1, 2], .dump) == "▿ 2 elements\n  - 1\n  - 2\n")
        #expect(try text("Hello", .dump) == "- \"Hello\"\n")
        #expect(try text(Optional<Int>.none, .dump) == "- Optional<Int>.none\n")
        #expect(try text(Direction.up, .dump) == "- Direction.up\n")
    }

    @Test func dumpSortsDictionariesAndSetsAndCutsCycles() throws {
        let container = Container(
            dict: ["b": 2, "a": 1], set: [Person(name: "Stephen"), Person(name: "Brandon")])
        #expect(
            try text(container, .dump) == """
                ▿ Container
                  ▿ dict: 2 key/value pairs
                    ▿ (2 elements)
                      - key: "a"
                      - value: 1
                    ▿ (2 elements)
                      - key: "b"
                      - value: 2
                  ▿ set: 2 members
                    ▿ Person
                      - name: "Brandon"
                    ▿ Person
                      - name: "Stephen"

                """)
        let father = Father()
        let child = Child(father: father)
        father.child = child
        let dump = try text(father, .dump)
        #expect(dump.contains("▿ father (circular reference detected)"), "\(dump)")
        father.child = nil
    }

    @Test func jsonPlistDescriptionDataAndFunctions() throws {
        let user = User(id: 1, name: "Blobby", bio: "b")
        #expect(try text(user, .json) == "{\n  \"bio\" : \"b\",\n  \"id\" : 1,\n  \"name\" : \"Blobby\"\n}")
        #expect(Snapshotting<User, String>.json.pathExtension == "json")
        let plist = try text(user, .plist)
        #expect(plist.contains("<key>name</key>") && plist.contains("<string>Blobby</string>"))
        #expect(try text(42, .description) == "42")
        #expect(Snapshotting<Data, Data>.data.pathExtension == nil)
        #expect(
            Snapshotting<Data, Data>.data.diffing.diff(Data([1]), Data([2]))?.0 == "Expected data to match")
        let function: (Direction) -> String = { $0 == .up ? "north" : "south" }
        let table = Snapshotting<Direction, String>.func(into: Snapshotting<String, String>.description)
        #expect(try table.snapshot(function) == "\"up\",\"north\"\n\"down\",\"south\"")
    }

    @Test func pathElementsAreDescribedAsSwiftSnapshotTestingDoes() throws {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 3.75, y: 83.2841))
        path.closeSubpath()
        path.move(to: CGPoint(x: 1, y: 1))
        let described = try text(path as CGPath, .elementsDescription)
        #expect(
            described == "MoveTo (0.0, 0.0)\nLineTo (3.75, 83.284)\nClose \n\nMoveTo (1.0, 1.0)\n",
            "\(described.debugDescription)")
    }
}
