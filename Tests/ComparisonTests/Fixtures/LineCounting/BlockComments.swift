/* A block comment
   over three lines,
   /* with a nested one */ still a comment
*/
struct BlockComments {
    /* a comment on one line */
    let a = 1 /* trailing */
    /* leading */ let b = 2
    /* one */ /* two */
    /*
     A block over lines.
     */
    let c = 3
}
