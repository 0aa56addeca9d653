import Comparison
import Foundation
import Testing

struct SourceTreeTests {
    @Test func countsTheFoldersItIsGivenMinusTheExcludedOnes() throws {
        let tree = Fixture.tree
        #expect(try tree.codeLines(in: ["Sources/Demo/MVC"]) == 3)
        #expect(try tree.codeLines(in: ["Sources/Demo"]) == 3 + 4 + 2)
        #expect(try tree.codeLines(in: ["Sources/Demo"], excluding: ["Sources/Demo/Core"]) == 3 + 4)
        #expect(try tree.codeLines(in: ["Sources/Demo/Missing"]) == 0)
    }

    @Test func countsTestFunctions() throws {
        #expect(try Fixture.tree.testCount(in: ["Tests/DemoMVCTests"]) == 2)
        #expect(try Fixture.tree.testCount(in: ["Tests"]) == 3)
    }

    @Test func theDigestChangesWithTheFilesAndOnlyWithThem() throws {
        let tree = Fixture.tree
        #expect(try tree.digest(of: ["Sources/Demo/MVC"]) == tree.digest(of: ["Sources/Demo/MVC"]))
        #expect(try tree.digest(of: ["Sources/Demo/MVC"]) != tree.digest(of: ["Sources/Demo/TEA"]))
        #expect(try tree.digest(of: ["Sources/Demo/MVC"]).count == 64)
    }

    @Test func findsThePackageRootAboveASourceFile() throws {
        let root = try #require(SourceTree.containing(filePath: #filePath))
        #expect(root.exists("Package.swift"))
        #expect(root.exists("Tests/ComparisonTests"))
        #expect(SourceTree.containing(filePath: "/nonexistent/folder/File.swift") == nil)
    }
}
