// omp's custom syntax: the generated formats (generated/upstream/omp-assembly.ts) and the
// pieces MLIR writes in C++ (clause directives, omp.loop_nest, verifiers).
import { ompAssembly, type OmpAssemblyHooks } from "../../../generated/upstream/omp-assembly.js";
import * as clauses from "./clauses.js";
import * as keywords from "./keywords.js";
import * as regions from "./regions.js";

export const ompSyntaxHooks: OmpAssemblyHooks = {
  directives: {
    parseAlignedClause: clauses.parseAlignedClause,
    printAlignedClause: clauses.printAlignedClause,
    parseAllocateAndAllocator: clauses.parseAllocateAndAllocator,
    printAllocateAndAllocator: clauses.printAllocateAndAllocator,
    parseAtomicReductionRegion: regions.parseAtomicReductionRegion,
    printAtomicReductionRegion: regions.printAtomicReductionRegion,
    parseCaptureType: keywords.parseCaptureType,
    printCaptureType: keywords.printCaptureType,
    parseClauseAttr: keywords.parseClauseAttr,
    printClauseAttr: keywords.printClauseAttr,
    parseCleanupReductionRegion: regions.parseCleanupReductionRegion,
    printCleanupReductionRegion: regions.printCleanupReductionRegion,
    parseCopyPrivateVarList: clauses.parseCopyPrivateVarList,
    printCopyPrivateVarList: clauses.printCopyPrivateVarList,
    parseDependVarList: clauses.parseDependVarList,
    printDependVarList: clauses.printDependVarList,
    parseLinearClause: clauses.parseLinearClause,
    printLinearClause: clauses.printLinearClause,
    parseMapClause: keywords.parseMapClause,
    printMapClause: keywords.printMapClause,
    parseMapEntries: clauses.parseMapEntries,
    printMapEntries: clauses.printMapEntries,
    parseMembersIndex: keywords.parseMembersIndex,
    printMembersIndex: keywords.printMembersIndex,
    parseOrderClause: keywords.parseOrderClause,
    printOrderClause: keywords.printOrderClause,
    parseParallelRegion: regions.parseParallelRegion,
    printParallelRegion: regions.printParallelRegion,
    parsePrivateList: clauses.parsePrivateList,
    printPrivateList: clauses.printPrivateList,
    parseReductionVarList: clauses.parseReductionVarList,
    printReductionVarList: clauses.printReductionVarList,
    parseScheduleClause: keywords.parseScheduleClause,
    printScheduleClause: keywords.printScheduleClause,
    parseSynchronizationHint: keywords.parseSynchronizationHint,
    printSynchronizationHint: keywords.printSynchronizationHint,
    parseWsloop: regions.parseWsloop,
    printWsloop: regions.printWsloop,
  },
  verifiers: {},
  ops: { LoopNestOp: regions.loopNestSyntax },
};

export const ompSyntax = (): ReturnType<typeof ompAssembly> => ompAssembly(ompSyntaxHooks);
