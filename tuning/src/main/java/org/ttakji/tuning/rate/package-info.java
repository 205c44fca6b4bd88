/**
 * The rating ladder ({@code ./lab rate}): the three levels of a variant against a ladder of anchors in one
 * self-play run, rated by one maximum-likelihood fit over all its games with bootstrap intervals, plus the
 * product's promises measured from the same games.
 */
package org.ttakji.tuning.rate;
